import { Link } from "react-router-dom";

import { paths } from "@/config/paths";
import { AuthCard } from "@/features/auth/components/auth-card";
import { ForgotPasswordForm } from "@/features/auth/components/forgot-password-form";
import { ACCOUNT_SCREEN_MESSAGES } from "@/features/auth/utils/account-messages";

export function ForgotPasswordRoute() {
  return (
    <AuthCard title={ACCOUNT_SCREEN_MESSAGES.forgotTitle}>
      <ForgotPasswordForm />
      <p className="mt-6 text-sm text-slate-700">
        Remembered it?{" "}
        <Link
          to={paths.login}
          className="font-medium text-blue-700 underline-offset-2 hover:underline"
        >
          Login
        </Link>
      </p>
    </AuthCard>
  );
}
