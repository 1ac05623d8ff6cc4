import { MailLinkAction } from "@/components/ui/mail-link-action";
import { useCancelPreOrderByLink } from "@/features/orders/api/cancel-pre-order-by-link";
import { PRE_ORDER_CANCEL_MESSAGES as TEXT } from "@bookstore/shared/orders/pre-order-cancel.ts";

/** The cancel link in the mail that tells a customer their pre-order's day has moved. */
export function CancelPreOrderRoute() {
  const action = useCancelPreOrderByLink();
  return (
    <MailLinkAction
      heading={TEXT.heading}
      intro={TEXT.intro}
      button={TEXT.button}
      tokenMissing={TEXT.tokenMissing}
      tone="danger"
      action={action}
    />
  );
}
