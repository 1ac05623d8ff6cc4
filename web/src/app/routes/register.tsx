import { Link, useLocation } from "react-router-dom";

import { paths } from "@/config/paths";
import { AuthCard } from "@/features/auth/components/auth-card";
import { RegisterForm } from "@/features/auth/components/register-form";
import { fromState } from "@/features/auth/utils/location-state";

export function RegisterRoute() {
  const location = useLocation();
  return (
    <AuthCard title="Please Register">
      <RegisterForm />
      <p className="mt-6 text-sm text-slate-700">
        Have an account?{" "}
        <Link
          to={paths.login}
          state={fromState(location.state)}
          className="font-medium text-blue-700 underline-offset-2 hover:underline"
        >
          Login
        </Link>
      </p>
    </AuthCard>
  );
}
