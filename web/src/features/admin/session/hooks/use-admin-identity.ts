import type { User } from "firebase/auth";
import { useEffect, useState } from "react";

import { adminSessionEndsAt } from "@/session/admin-session";

export interface AdminIdentity {
  /** The admin's username (a `username` claim, else from the account). */
  name: string;
  /** When the session ends, epoch ms; undefined until the token has been read. */
  sessionEndsAt: number | undefined;
}

/** The API signs admins in as `admin-<username>`. */
const ADMIN_UID_PREFIX = "admin-";

function accountName(user: User): string {
  if (user.displayName) return user.displayName;
  if (user.email) return user.email;
  return user.uid.startsWith(ADMIN_UID_PREFIX) ? user.uid.slice(ADMIN_UID_PREFIX.length) : user.uid;
}

/** Who the header's user card shows: read from the signed-in admin's account and ID token. */
export function useAdminIdentity(user: User): AdminIdentity {
  const fallback = accountName(user);
  const [identity, setIdentity] = useState<AdminIdentity>({
    name: fallback,
    sessionEndsAt: undefined,
  });

  useEffect(() => {
    let cancelled = false;
    void user
      .getIdTokenResult()
      .then((result) => {
        if (cancelled) return;
        const { username } = result.claims;
        setIdentity({
          name: typeof username === "string" && username !== "" ? username : fallback,
          sessionEndsAt: adminSessionEndsAt(result.authTime),
        });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [user, fallback]);

  return identity;
}
