import type { User } from "firebase/auth";
import { createContext, useContext } from "react";

export type Session =
  | { status: "loading" }
  | { status: "signed-out" }
  | { status: "customer"; user: User }
  | { status: "admin"; user: User };

export const LOADING: Session = { status: "loading" };
export const SIGNED_OUT: Session = { status: "signed-out" };

export const SessionContext = createContext<Session>(LOADING);

/**
 * Who is signed in: a customer, an admin (custom claim `admin`), or nobody (see
 * SessionProvider, which decides it).
 */
export function useSession(): Session {
  return useContext(SessionContext);
}
