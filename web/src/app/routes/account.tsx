import { AccountSettings } from "@/features/auth/components/account-settings";
import { useSession } from "@/features/auth/hooks/use-session";
import { ACCOUNT_SCREEN_MESSAGES } from "@/features/auth/utils/account-messages";
import { AUTH_MESSAGES } from "@/features/auth/utils/auth-messages";

export function AccountRoute() {
  const session = useSession();
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <h1 className="text-3xl font-bold">{ACCOUNT_SCREEN_MESSAGES.accountTitle}</h1>
      {"user" in session ? (
        <AccountSettings user={session.user} name={session.displayName} />
      ) : (
        <p role="status">{AUTH_MESSAGES.loading}</p>
      )}
    </div>
  );
}
