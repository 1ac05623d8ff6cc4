import type { User } from "firebase/auth";

const signInNumbers = new WeakMap<User, number>();
let signIns = 0;

/**
 * A key of its own for each sign-in: the Auth SDK makes a new User object when someone signs in
 * (and keeps it through token refreshes and profile changes), so the same account signed in again
 * gets a new key.
 */
export function signInKey(user: User): string {
  let number = signInNumbers.get(user);
  if (number === undefined) {
    signIns += 1;
    number = signIns;
    signInNumbers.set(user, number);
  }
  return `${user.uid}:${String(number)}`;
}
