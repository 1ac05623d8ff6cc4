import type { User } from "firebase/auth";
import { useMemo } from "react";
import { useObservable } from "reactfire";
import type { Observable } from "rxjs";

const signInNumbers = new WeakMap<User, number>();
let signIns = 0;

/**
 * A key of its own for each sign-in: the Auth SDK makes a new User object when someone signs in
 * (and keeps it through token refreshes and profile changes).
 */
function signInKey(user: User): string {
  let number = signInNumbers.get(user);
  if (number === undefined) {
    signIns += 1;
    number = signIns;
    signInNumbers.set(user, number);
  }
  return `${user.uid}:${String(number)}`;
}

/**
 * A signed-in customer's own data, live, through reactfire's observable cache: every component
 * that asks for `name` during one sign-in shares one listener and its latest value (undefined
 * until the first). The cache is keyed by the sign-in, not the uid: reactfire keeps a listener and
 * its last value for the tab's life, and signing out ends the listener with a permission error,
 * which must not greet the next sign-in of the same account. `source` never errors: it turns a
 * failure into a value of its own.
 */
export function useSignInObservable<T>(
  name: string,
  user: User,
  source: (uid: string) => Observable<T>,
): T | undefined {
  const uid = user.uid;
  const observable = useMemo(() => source(uid), [source, uid]);
  const { status, data } = useObservable(`${name}:${signInKey(user)}`, observable, {
    suspense: false,
  });
  return status === "success" ? data : undefined;
}
