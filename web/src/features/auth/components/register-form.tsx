import { useLocation, useNavigate } from "react-router-dom";

import { paths } from "@/config/paths";
import { FormFailure } from "@/hooks/use-submit-form";
import { showTimedDialog } from "@/lib/dialogs";

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

import {
  CredentialsForm,
  credentialsFailure,
  type Credentials,
  type CredentialsFailure,
} from "./credentials-form";
import { GoogleSignInButton } from "./google-sign-in-button";
import { OrDivider } from "./or-divider";

const WEAK_PASSWORD_CODES = new Set(["weak-password", "password-does-not-meet-requirements"]);
const EMAIL_CODES = new Set(["email-already-in-use", "invalid-email"]);

function explainFailure(error: unknown): CredentialsFailure {
  const code = authErrorCode(error);
  if (EMAIL_CODES.has(code))
    return { ...credentialsFailure(authErrorMessage(code)), field: "email" };
  return credentialsFailure(
    saysMoreThanInvalidCredentials(code) ? authErrorMessage(code) : undefined,
  );
}

/** What a refused password lacks needs the password policy, which is read on demand. */
async function describeRefusedPassword(error: unknown, password: string): Promise<never> {
  if (!WEAK_PASSWORD_CODES.has(authErrorCode(error))) throw error;
  const detail = await describeWeakPassword(password);
  throw new FormFailure<CredentialsFailure>({
    ...credentialsFailure(detail),
    field: "password",
  });
}

/** Sign-up by e-mail (then on to /login) or Google (then home). */
export function RegisterForm() {
  const location = useLocation();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();

  const register = async ({ email, password, name }: Credentials) => {
    await registerWithEmail(email, password, name).catch((error: unknown) =>
      describeRefusedPassword(error, password),
    );
    void showTimedDialog(
      "success",
      AUTH_MESSAGES.userRegistered,
      undefined,
      AUTH_DIALOG_MS.success,
    );
    // The guard's `from` rides along, so logging in still returns to the page first wanted.
    void navigate(paths.login, { state: { ...fromState(location.state), email } });
  };

  return (
    <>
      <CredentialsForm
        name="Register"
        submitLabel="Register"
        passwordAutoComplete="new-password"
        askName
        onSubmit={register}
        failure={explainFailure}
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
