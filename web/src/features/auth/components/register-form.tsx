import { useLocation, useNavigate } from "react-router-dom";

import { paths } from "@/config/paths";
import { showTimedDialog } from "@/lib/dialogs";
import { nameProblem } from "@shared/customer-name.ts";

import { describeWeakPassword } from "../api/describe-weak-password";
import { registerWithEmail } from "../api/sign-in";
import { useCompleteSignIn } from "../hooks/use-complete-sign-in";
import {
  authErrorCode,
  authErrorMessage,
  saysMoreThanInvalidCredentials,
} from "../utils/auth-error-message";
import { AUTH_DIALOG_MS, AUTH_MESSAGES } from "../utils/auth-messages";
import { fromState } from "../utils/location-state";

import { CredentialsForm, type Credentials, type CredentialsFailure } from "./credentials-form";
import { GoogleSignInButton } from "./google-sign-in-button";
import { OrDivider } from "./or-divider";

const WEAK_PASSWORD_CODES = new Set(["weak-password", "password-does-not-meet-requirements"]);
const EMAIL_CODES = new Set(["email-already-in-use", "invalid-email"]);

async function explainFailure(error: unknown, password: string): Promise<CredentialsFailure> {
  const code = authErrorCode(error);
  if (WEAK_PASSWORD_CODES.has(code)) {
    return { detail: await describeWeakPassword(password), fields: ["password"] };
  }
  if (EMAIL_CODES.has(code)) return { detail: authErrorMessage(code), fields: ["email"] };
  return { detail: saysMoreThanInvalidCredentials(code) ? authErrorMessage(code) : undefined };
}

/** Sign-up by e-mail (then on to /login) or Google (then home). */
export function RegisterForm() {
  const location = useLocation();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();

  const register = async ({ email, password, name }: Credentials) => {
    // The name is optional: an account without one is greeted as "User" until it sets one.
    const problem = name === "" ? undefined : nameProblem(name);
    if (problem !== undefined) return { headline: problem, fields: ["name"] } as const;
    try {
      await registerWithEmail(email, password, name);
    } catch (error) {
      return explainFailure(error, password);
    }
    void showTimedDialog(
      "success",
      AUTH_MESSAGES.userRegistered,
      undefined,
      AUTH_DIALOG_MS.success,
    );
    // The guard's `from` rides along, so logging in still returns to the page first wanted.
    void navigate(paths.login, { state: { ...fromState(location.state), email } });
    return undefined;
  };

  return (
    <>
      <CredentialsForm
        name="Register"
        submitLabel="Register"
        passwordAutoComplete="new-password"
        askName
        onSubmit={register}
      />
      <OrDivider />
      <GoogleSignInButton
        onSignedIn={(user) => {
          completeSignIn(user, paths.home);
        }}
      />
    </>
  );
}
