import { Link, useSearchParams } from "react-router-dom";

import { paths } from "@/config/paths";

import { ACCOUNT_SCREEN_MESSAGES as TEXT } from "../utils/account-messages";

import { ResetPassword } from "./reset-password";
import { VerifyEmail } from "./verify-email";

/**
 * Where Firebase Auth's e-mail links land (`?mode=…&oobCode=…`). The store sends password reset
 * and address verification links; any other mode, or a link cut short, is said to be one the
 * page cannot open.
 */
export function AccountAction() {
  const [params] = useSearchParams();
  const mode = params.get("mode");
  const code = params.get("oobCode") ?? "";

  if (mode === "resetPassword") return <ResetPassword key={code} code={code} />;
  if (mode === "verifyEmail") return <VerifyEmail key={code} code={code} />;
  return (
    <div className="space-y-4">
      <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
        {TEXT.unknownAction}
      </p>
      <Link
        to={paths.home}
        className="font-medium text-blue-700 underline-offset-2 hover:underline"
      >
        {TEXT.backToStore}
      </Link>
    </div>
  );
}
