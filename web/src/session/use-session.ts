import type { User } from "firebase/auth";
import { createContext, useContext } from "react";

export type Session =
  | { status: "loading" }
  | { status: "signed-out" }
  | { status: "customer"; user: User; displayName: string | null }
  | { status: "admin"; user: User; displayName: string | null };

export const LOADING: Session = { status: "loading" };
export const SIGNED_OUT: Session = { status: "signed-out" };

export const SessionContext = createContext<Session>(LOADING);

/**
 * Who is signed in: a customer, an admin (custom claim `admin`), or nobody (see
 * SessionProvider, which decides it). `displayName` is the name when the session was last
 * reported: the SDK changes its User object in place, so a new name makes a new session only
 * through this copy (see refreshSession).
 */
export function useSession(): Session {
  return useContext(SessionContext);
}
