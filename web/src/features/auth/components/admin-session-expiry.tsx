import { signOut } from "firebase/auth";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router-dom";
import { useAuth } from "reactfire";

import { paths } from "@/config/paths";
import { showTimedDialog } from "@/lib/dialogs";

import { useSession } from "../hooks/use-session";
import {
  ADMIN_EXPIRY_DIALOG_MS,
  ADMIN_SESSION_MESSAGES,
  msUntilAdminSessionEnds,
} from "../utils/admin-session";

/**
 * Ends an admin session 3600 s after its sign-in (the ID token's auth_time): the admin goes to
 * '/', is signed out and sees 'Token expired!'. Mounted once for every page, so the timer runs on
 * shop pages too; a session that is already over (a tab reopened later) ends at once. The API
 * and the Firestore rules refuse an older session anyway.
 */
export function AdminSessionExpiry() {
  const session = useSession();
  const auth = useAuth();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  const adminUid = session.status === "admin" ? session.user.uid : undefined;

  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  useEffect(() => {
    const user = auth.currentUser;
    if (adminUid === undefined || user?.uid !== adminUid) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;

    const expire = async () => {
      // Leave the dashboard first: signed out on it, its guard would send the admin to /admin.
      await navigateRef.current(paths.home, { replace: true });
      await signOut(auth);
      await showTimedDialog(
        "warning",
        ADMIN_SESSION_MESSAGES.expiredTitle,
        ADMIN_SESSION_MESSAGES.expiredText,
        ADMIN_EXPIRY_DIALOG_MS,
      );
    };

    void user
      .getIdTokenResult()
      .then((result) => {
        if (cancelled) return;
        timer = setTimeout(
          () => {
            void expire();
          },
          msUntilAdminSessionEnds(result.authTime, Date.now()),
        );
      })
      .catch((error: unknown) => {
        console.error("Could not read the admin session's sign-in time", error);
      });

    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [adminUid, auth]);

  return null;
}
