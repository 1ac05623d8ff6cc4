import { Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from "react";

import { loadedAuth, subscribeToAuthLoad } from "@/lib/auth-loaded";
import { loadAuth } from "@/lib/auth-loader";
import { lazyNamed } from "@/lib/lazy-named";
import { hasSessionHint, SESSION_HINT_KEY } from "@/lib/session-hint";

import { LOADING, SessionContext, SIGNED_OUT, type Session } from "./use-session";

const loadAuthSession = () => import("./auth-session");
/** reactfire's Auth providers: loaded with the Auth SDK, never before a page's first render. */
const AuthSession = lazyNamed(loadAuthSession, (m) => m.AuthSession);

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
      void loadAuthSession();
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
        <Suspense fallback={null}>
          <AuthSession auth={auth} onChange={setLive} />
        </Suspense>
      )}
    </SessionContext>
  );
}
