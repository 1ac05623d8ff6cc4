import { AccountSettings } from "@/features/auth/components/account-settings";
import { ACCOUNT_SCREEN_MESSAGES } from "@/features/auth/utils/account-messages";
import { AUTH_MESSAGES } from "@/features/auth/utils/auth-messages";
import { StockAlertsList } from "@/features/stock-alerts/components/stock-alerts-list";
import { useSession } from "@/session/use-session";
import { STOCK_ALERT_MESSAGES } from "@bookstore/shared/library/stock-alerts.ts";

export function AccountRoute() {
  const session = useSession();
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <h1 className="text-3xl font-bold">{ACCOUNT_SCREEN_MESSAGES.accountTitle}</h1>
      {"user" in session ? (
        <>
          <AccountSettings user={session.user} name={session.displayName} />
          <section className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            <h2 className="mb-4 text-xl font-semibold text-slate-900">
              {STOCK_ALERT_MESSAGES.accountHeading}
            </h2>
            <StockAlertsList user={session.user} />
          </section>
        </>
      ) : (
        <p role="status">{AUTH_MESSAGES.loading}</p>
      )}
    </div>
  );
}
