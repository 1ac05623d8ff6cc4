import { useMutation } from "@tanstack/react-query";
import type { User } from "firebase/auth";

import { ACCOUNT_SCREEN_MESSAGES as TEXT } from "../utils/account-messages";

type Note = { kind: "sent" | "send-failed" | "still-unverified"; text: string };

const BUTTON =
  "rounded-md px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-60";

/**
 * What a customer whose address is not confirmed sees at checkout instead of the form: the API
 * refuses their orders until it is. They can have the link sent again, and carry on once they
 * have followed it (the account is reloaded and a fresh token taken).
 */
export function VerifyEmailNotice({ user, onVerified }: { user: User; onVerified: () => void }) {
  // Each button's action resolves to the note it leaves; the last one's stays until the next.
  const action = useMutation({ mutationFn: (act: () => Promise<Note | undefined>) => act() });
  const busy = action.isPending;
  const note = action.data;
  const run = (act: () => Promise<Note | undefined>) => {
    action.mutate(act);
  };

  // The Auth SDK's calls load with the first click, like the sign-out's.
  const verification = () => import("../api/email-verification");

  const sendAgain = () => {
    run(async () =>
      (await verification()).sendVerificationLink(user).then(
        (): Note => ({ kind: "sent", text: TEXT.linkSentAgain }),
        (): Note => ({ kind: "send-failed", text: TEXT.linkSendFailed }),
      ),
    );
  };

  const carryOn = () => {
    run(async () => {
      const { refreshVerification } = await verification();
      const verified = await refreshVerification(user).catch(() => false);
      if (!verified) return { kind: "still-unverified", text: TEXT.stillUnverified };
      onVerified();
      return undefined;
    });
  };

  return (
    <section
      aria-labelledby="verify-email-title"
      data-testid="verify-email-notice"
      className="flex flex-col gap-4 rounded-lg border border-amber-300 bg-amber-50 p-6"
    >
      <h2 id="verify-email-title" className="text-xl font-semibold">
        {TEXT.verifyTitle}
      </h2>
      <p className="text-slate-800">{TEXT.verifyText(user.email ?? "")}</p>
      {note && (
        <p
          role={note.kind === "sent" ? "status" : "alert"}
          className={`rounded-md px-3 py-2 text-sm ${note.kind === "sent" ? "bg-green-50 text-green-800" : "bg-red-50 text-red-800"}`}
        >
          {note.text}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="button"
          onClick={carryOn}
          disabled={busy}
          className={`${BUTTON} bg-blue-700 text-white hover:bg-blue-800`}
        >
          {TEXT.verifiedContinue}
        </button>
        <button
          type="button"
          onClick={sendAgain}
          disabled={busy}
          className={`${BUTTON} border border-slate-300 text-slate-800 hover:bg-slate-100`}
        >
          {TEXT.sendLinkAgain}
        </button>
      </div>
    </section>
  );
}
