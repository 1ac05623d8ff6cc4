import { Link, useLocation } from "react-router-dom";

import { paths } from "@/config/paths";
import { AuthCard } from "@/features/auth/components/auth-card";
import { LoginForm } from "@/features/auth/components/login-form";
import { ACCOUNT_SCREEN_MESSAGES } from "@/features/auth/utils/account-messages";
import { fromState } from "@/features/auth/utils/location-state";

const linkClass = "font-medium text-blue-700 underline-offset-2 hover:underline";

export function LoginRoute() {
  const location = useLocation();
  return (
    <AuthCard title="Please Login">
      <LoginForm />
      <p className="mt-4 text-sm">
        <Link to={paths.forgotPassword} className={linkClass}>
          {ACCOUNT_SCREEN_MESSAGES.forgotPasswordLink}
        </Link>
      </p>
      <p className="mt-6 text-sm text-slate-700">
        No account yet?{" "}
        <Link to={paths.register} state={fromState(location.state)} className={linkClass}>
          Register
        </Link>
      </p>
      <p className="mt-2 text-sm text-slate-700">
        Running the store?{" "}
        <Link to={paths.admin} className={linkClass}>
          Admin login
        </Link>
      </p>
    </AuthCard>
  );
}
