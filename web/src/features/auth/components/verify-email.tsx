import { useEffect, useState } from "react";
import { Link } from "react-router-dom";

import { paths } from "@/config/paths";

import { confirmEmail } from "../api/email-verification";
import { ACCOUNT_SCREEN_MESSAGES as TEXT } from "../utils/account-messages";
import { authErrorCode } from "../utils/auth-error-message";

/** Codes of a link that cannot work again: expired, used, or never valid. */
const DEAD_LINK_CODES = new Set(["expired-action-code", "invalid-action-code", "argument-error"]);

type Outcome = "checking" | "verified" | "dead" | "failed";

/** The verification link's page: confirms the address and says so. */
export function VerifyEmail({ code }: { code: string }) {
  const [outcome, setOutcome] = useState<Outcome>(code === "" ? "dead" : "checking");

  useEffect(() => {
    if (code === "") return;
    let current = true;
    confirmEmail(code).then(
      () => {
        if (current) setOutcome("verified");
      },
      (error: unknown) => {
        if (current) setOutcome(DEAD_LINK_CODES.has(authErrorCode(error)) ? "dead" : "failed");
      },
    );
    return () => {
      current = false;
    };
  }, [code]);

  if (outcome === "checking") return <p role="status">{TEXT.checkingVerifyLink}</p>;
  const verified = outcome === "verified";
  return (
    <div className="space-y-4">
      <p
        role={verified ? "status" : "alert"}
        className={`rounded-md px-3 py-2 text-sm ${verified ? "bg-green-50 text-green-800" : "bg-red-50 text-red-800"}`}
      >
        {verified
          ? TEXT.emailVerified
          : outcome === "dead"
            ? TEXT.verifyLinkDead
            : TEXT.verifyLinkFailed}
      </p>
      <Link
        to={verified ? paths.checkout : paths.home}
        className="font-medium text-blue-700 underline-offset-2 hover:underline"
      >
        {verified ? TEXT.goToCheckout : TEXT.backToStore}
      </Link>
    </div>
  );
}
