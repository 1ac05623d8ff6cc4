import type { User } from "firebase/auth";
import { useState } from "react";

import { downloadAccountData } from "../api/download-account-data";
import { ACCOUNT_SCREEN_MESSAGES as TEXT } from "../utils/account-messages";

/** Saves everything the store holds about the customer as a JSON file. */
export function DownloadDataButton({ user }: { user: User }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const download = () => {
    setBusy(true);
    setFailed(false);
    downloadAccountData(user)
      .catch((error: unknown) => {
        console.error("Could not download the account's data", error);
        setFailed(true);
      })
      .finally(() => {
        setBusy(false);
      });
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">{TEXT.dataIntro}</p>
      {failed && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {TEXT.downloadFailed}
        </p>
      )}
      <button
        type="button"
        disabled={busy}
        onClick={download}
        className="rounded-md bg-blue-700 px-5 py-2 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {TEXT.downloadData}
      </button>
    </div>
  );
}
