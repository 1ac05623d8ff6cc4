import type { User } from "firebase/auth";
import { useState } from "react";

import { VerifyEmailNotice } from "@/features/auth/components/verify-email-notice";
import { AdminCheckoutNotice } from "@/features/checkout/components/admin-checkout-notice";
import { CheckoutScreen } from "@/features/checkout/components/checkout-screen";
import { ORDERS_MESSAGES } from "@/features/orders/utils/orders-messages";
import { useSession } from "@/session/use-session";

async function signOut(user: User): Promise<void> {
  const { signOutCustomer } = await import("@/features/auth/api/sign-out");
  await signOutCustomer(user);
}

/** The API takes orders only from a confirmed address (Google accounts come confirmed). */
function CustomerCheckout({ user }: { user: User }) {
  const [verified, setVerified] = useState(user.emailVerified);
  if (!verified) {
    return (
      <VerifyEmailNotice
        user={user}
        onVerified={() => {
          setVerified(true);
        }}
      />
    );
  }
  return <CheckoutScreen user={user} />;
}

export function CheckoutRoute() {
  const session = useSession();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <h1 className="text-3xl font-bold">Checkout</h1>
      {session.status === "admin" ? (
        <AdminCheckoutNotice onSignOut={() => signOut(session.user)} />
      ) : "user" in session ? (
        <CustomerCheckout key={session.user.uid} user={session.user} />
      ) : (
        <p role="status">{ORDERS_MESSAGES.loading}</p>
      )}
    </div>
  );
}
