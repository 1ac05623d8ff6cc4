import type { User } from "firebase/auth";
import { useCallback, useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";

import { showTimedDialog } from "@/lib/dialogs";
import { useSession } from "@/session/use-session";

import { AUTH_DIALOG_MS, AUTH_MESSAGES } from "../utils/auth-messages";

/**
 * After a sign-in: 'Login successful!' and on to `to`. The move waits until the session shows
 * the new user, so a guarded page does not see the old, signed-out state and bounce back.
 */
export function useCompleteSignIn(): (user: User, to: string) => void {
  const session = useSession();
  const navigate = useNavigate();
  const [target, setTarget] = useState<{ uid: string; to: string }>();
  const signedInUid =
    session.status === "customer" || session.status === "admin" ? session.user.uid : undefined;

  useEffect(() => {
    if (target !== undefined && signedInUid === target.uid) {
      void navigate(target.to, { replace: true });
    }
  }, [target, signedInUid, navigate]);

  return useCallback((user: User, to: string) => {
    void showTimedDialog(
      "success",
      AUTH_MESSAGES.loginSuccessful,
      undefined,
      AUTH_DIALOG_MS.success,
    );
    setTarget({ uid: user.uid, to });
  }, []);
}
