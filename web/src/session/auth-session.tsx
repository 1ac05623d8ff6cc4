import type { Auth } from "firebase/auth";
import { memo, useEffect } from "react";
import { AuthProvider, FirebaseAppProvider, useSigninCheck } from "reactfire";

import { LOADING, SIGNED_OUT, type Session } from "./use-session";

type SessionUpdate = (update: (previous: Session) => Session) => void;

/** Follows the session of the loaded Auth SDK through reactfire, reporting it to `onChange`. */
export function AuthSession({ auth, onChange }: { auth: Auth; onChange: SessionUpdate }) {
  return (
    <FirebaseAppProvider firebaseApp={auth.app}>
      <AuthProvider sdk={auth}>
        <SigninWatcher onChange={onChange} />
      </AuthProvider>
    </FirebaseAppProvider>
  );
}

/** Reports reactfire's sign-in check as a Session whenever it changes. */
const SigninWatcher = memo(function SigninWatcher({ onChange }: { onChange: SessionUpdate }) {
  const { status, data } = useSigninCheck({ requiredClaims: { admin: true }, suspense: false });
  const next: Session =
    status === "loading"
      ? LOADING
      : status === "error" || !data.signedIn
        ? SIGNED_OUT
        : {
            status: data.hasRequiredClaims ? "admin" : "customer",
            user: data.user,
            displayName: data.user.displayName,
          };

  useEffect(() => {
    onChange((previous) => (sameSession(previous, next) ? previous : next));
  });
  return null;
});

function sameSession(left: Session, right: Session): boolean {
  if (left.status !== right.status) return false;
  if (!("user" in left) || !("user" in right)) return true;
  return left.user === right.user && left.displayName === right.displayName;
}
