import type { User } from "firebase/auth";
import { useSigninCheck } from "reactfire";

export type Session =
  | { status: "loading" }
  | { status: "signed-out" }
  | { status: "customer"; user: User }
  | { status: "admin"; user: User };

/** Who is signed in: a customer, an admin (custom claim `admin`), or nobody. */
export function useSession(): Session {
  const { status, data } = useSigninCheck({ requiredClaims: { admin: true }, suspense: false });
  if (status === "loading") return { status: "loading" };
  if (status === "error" || !data.signedIn) return { status: "signed-out" };
  return { status: data.hasRequiredClaims ? "admin" : "customer", user: data.user };
}
