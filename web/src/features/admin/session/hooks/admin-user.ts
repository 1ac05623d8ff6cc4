import type { User } from "firebase/auth";
import { createContext, use } from "react";

/** The signed-in admin, provided by the dashboard's guard to every screen under it. */
export const AdminUserContext = createContext<User | null>(null);

export function useAdminUser(): User {
  const user = use(AdminUserContext);
  if (user === null) throw new Error("useAdminUser is used outside the admin guard");
  return user;
}
