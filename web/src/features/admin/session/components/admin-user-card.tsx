import { formatTime } from "@bookstore/shared/format/date.ts";

import { useAdminUser } from "../hooks/admin-user";
import { useAdminIdentity } from "../hooks/use-admin-identity";

/** The signed-in admin: name, role and when the session ends. */
export function AdminUserCard() {
  const user = useAdminUser();
  const { name, sessionEndsAt } = useAdminIdentity(user);
  return (
    <div data-testid="admin-user-card" className="flex min-w-0 items-center gap-3">
      <span
        aria-hidden="true"
        className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-blue-700 font-semibold text-white uppercase"
      >
        {name.slice(0, 1)}
      </span>
      <span className="flex min-w-0 flex-col text-sm leading-tight">
        <span className="truncate font-semibold text-slate-900">{name}</span>
        <span className="text-slate-600">
          Administrator
          {sessionEndsAt !== undefined && (
            <>
              {" · session ends "}
              <time dateTime={new Date(sessionEndsAt).toISOString()}>
                {formatTime(sessionEndsAt)}
              </time>
            </>
          )}
        </span>
      </span>
    </div>
  );
}
