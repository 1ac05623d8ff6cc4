import { useEffect, useRef } from "react";
import { useNavigate } from "react-router-dom";

import { paths } from "@/config/paths";
import { loadAuthSdk } from "@/lib/auth-loader";
import { showTimedDialog } from "@/lib/dialogs";

import {
  ADMIN_EXPIRY_DIALOG_MS,
  ADMIN_SESSION_MESSAGES,
  msUntilAdminSessionEnds,
} from "./admin-session";
import { useSession } from "./use-session";

/**
 * Ends an admin session 3600 s after its sign-in (the ID token's auth_time): the admin goes to
 * '/', is signed out and sees 'Token expired!'. Mounted once for every page, so the timer runs on
 * shop pages too; a session that is already over (a tab reopened later) ends at once. The API
 * and the Firestore rules refuse an older session anyway.
 */
export function AdminSessionExpiry() {
  const session = useSession();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  const admin = session.status === "admin" ? session.user : undefined;

  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  useEffect(() => {
    if (admin === undefined) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;

    const expire = async () => {
      // Leave the dashboard first: signed out on it, its guard would send the admin to /admin.
      await navigateRef.current(paths.home, { replace: true });
      const { sdk, auth } = await loadAuthSdk();
      await sdk.signOut(auth);
      await showTimedDialog(
        "warning",
        ADMIN_SESSION_MESSAGES.expiredTitle,
        ADMIN_SESSION_MESSAGES.expiredText,
        ADMIN_EXPIRY_DIALOG_MS,
      );
    };

    void admin
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
  }, [admin]);

  return null;
}
