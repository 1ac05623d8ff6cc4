import type { User } from "firebase/auth";

import { welcomeMessage } from "../utils/welcome-message";

const DEFAULT_AVATAR = "/default-avatar.svg";

/** The dashboard's greeting with the account's photo, or the default picture. */
export function WelcomeCard({ user }: { user: User }) {
  return (
    <div className="flex items-center gap-4">
      <img
        src={user.photoURL ?? DEFAULT_AVATAR}
        alt=""
        width={64}
        height={64}
        referrerPolicy="no-referrer"
        data-testid="dashboard-avatar"
        className="h-16 w-16 shrink-0 rounded-full object-cover ring-2 ring-blue-700"
      />
      <p className="min-w-0 text-lg break-words text-slate-800">
        {welcomeMessage(user.displayName)}
      </p>
    </div>
  );
}
