import type { User } from "firebase/auth";
import { useMemo } from "react";
import { useObservable } from "reactfire";
import { catchError, of, type Observable } from "rxjs";

import { signInKey } from "./sign-in-key";

/**
 * A signed-in customer's own data, live, through reactfire's observable cache: every component
 * that asks for `name` during one sign-in shares one listener and its latest value (undefined
 * until the first). The cache is keyed by the sign-in, not the uid: reactfire keeps a listener and
 * its last value for the tab's life, and signing out ends the listener with a permission error,
 * which must not greet the next sign-in of the same account. A failure of `source` becomes the
 * value `failed`: reactfire would throw an observable's error into the render.
 */
export function useSignInObservable<T>(
  name: string,
  user: User,
  source: (uid: string) => Observable<T>,
  failed: T,
): T | undefined {
  const uid = user.uid;
  const observable = useMemo(
    () => source(uid).pipe(catchError(() => of(failed))),
    [source, uid, failed],
  );
  const { status, data } = useObservable(`${name}:${signInKey(user)}`, observable, {
    suspense: false,
  });
  return status === "success" ? data : undefined;
}
