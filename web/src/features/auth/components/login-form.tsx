import { useLocation } from "react-router-dom";

import { signInWithEmail } from "../api/sign-in";
import { useCompleteSignIn } from "../hooks/use-complete-sign-in";
import {
  authErrorCode,
  authErrorMessage,
  saysMoreThanInvalidCredentials,
} from "../utils/auth-error-message";
import { emailFromState, returnPath } from "../utils/location-state";

import { CredentialsForm, credentialsFailure, type Credentials } from "./credentials-form";
import { GoogleSignInButton } from "./google-sign-in-button";
import { OrDivider } from "./or-divider";

/** E-mail or Google sign-in; success returns the customer to the page the guard sent them from. */
export function LoginForm() {
  const location = useLocation();
  const completeSignIn = useCompleteSignIn();
  const to = returnPath(location.state);

  const signIn = async ({ email, password }: Credentials) => {
    completeSignIn(await signInWithEmail(email, password), to);
  };

  const failure = (error: unknown) => {
    const code = authErrorCode(error);
    return credentialsFailure(
      saysMoreThanInvalidCredentials(code) ? authErrorMessage(code) : undefined,
    );
  };

  return (
    <>
      <CredentialsForm
        name="Login"
        submitLabel="Login"
        passwordAutoComplete="current-password"
        initialEmail={emailFromState(location.state)}
        onSubmit={signIn}
        failure={failure}
      />
      <OrDivider />
      <GoogleSignInButton
        onSignedIn={(user) => {
          completeSignIn(user, to);
        }}
      />
    </>
  );
}
