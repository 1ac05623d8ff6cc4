import { memo, useEffect, useState, useSyncExternalStore, type ReactNode } from "react";
import { AuthProvider, FirebaseAppProvider, useSigninCheck } from "reactfire";

import { loadAuth, loadedAuth, subscribeToAuthLoad } from "@/lib/auth-loader";
import { hasSessionHint, SESSION_HINT_KEY } from "@/lib/session-hint";

import { SessionContext, type Session } from "../hooks/use-session";

const LOADING: Session = { status: "loading" };
const SIGNED_OUT: Session = { status: "signed-out" };

/**
 * Who is signed in, for every screen. The Auth SDK loads only when a session may exist: this
 * browser was signed in when last seen, another tab signs in, or a screen that signs in or out
 * opens (it imports the SDK). Until then the visitor is signed out, and no page waits for Auth.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const auth = useSyncExternalStore(subscribeToAuthLoad, loadedAuth);
  const [awaitingAuth, setAwaitingAuth] = useState(hasSessionHint);
  const [live, setLive] = useState<Session>(LOADING);

  useEffect(() => {
    const load = () => {
      loadAuth().catch((error: unknown) => {
        console.error("Could not load Firebase Auth", error);
        setAwaitingAuth(false);
      });
    };
    if (hasSessionHint()) load();
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_HINT_KEY && hasSessionHint()) load();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      window.removeEventListener("storage", onStorage);
    };
  }, []);

  const session = auth ? live : awaitingAuth ? LOADING : SIGNED_OUT;
  return (
    <SessionContext value={session}>
      {children}
      {auth && (
        <FirebaseAppProvider firebaseApp={auth.app}>
          <AuthProvider sdk={auth}>
            <SigninWatcher onChange={setLive} />
          </AuthProvider>
        </FirebaseAppProvider>
      )}
    </SessionContext>
  );
}

/** Reports reactfire's sign-in check as a Session whenever it changes. */
const SigninWatcher = memo(function SigninWatcher({
  onChange,
}: {
  onChange: (update: (previous: Session) => Session) => void;
}) {
  const { status, data } = useSigninCheck({ requiredClaims: { admin: true }, suspense: false });
  const next: Session =
    status === "loading"
      ? LOADING
      : status === "error" || !data.signedIn
        ? SIGNED_OUT
        : { status: data.hasRequiredClaims ? "admin" : "customer", user: data.user };

  useEffect(() => {
    onChange((previous) => (sameSession(previous, next) ? previous : next));
  });
  return null;
});

function sameSession(left: Session, right: Session): boolean {
  if (left.status !== right.status) return false;
  return !("user" in left) || !("user" in right) || left.user === right.user;
}
