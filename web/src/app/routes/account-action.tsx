import { AccountAction } from "@/features/auth/components/account-action";
import { AuthCard } from "@/features/auth/components/auth-card";
import { ACCOUNT_SCREEN_MESSAGES } from "@/features/auth/utils/account-messages";

export function AccountActionRoute() {
  return (
    <AuthCard title={ACCOUNT_SCREEN_MESSAGES.resetTitle}>
      <AccountAction />
    </AuthCard>
  );
}
