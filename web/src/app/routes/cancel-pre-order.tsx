import { useMutation } from "@tanstack/react-query";

import { MailLinkAction } from "@/components/ui/mail-link-action";
import { apiMutationOptions } from "@/lib/api-mutation";
import * as API from "@bookstore/shared/orders/orders-api.ts";
import { PRE_ORDER_CANCEL_MESSAGES as TEXT } from "@bookstore/shared/orders/pre-order-cancel.ts";

/** The cancel link in the mail that tells a customer their pre-order's day has moved. */
export function CancelPreOrderRoute() {
  const action = useMutation(
    apiMutationOptions(API.cancelPreOrderByLink, (body: { token: string }) => ({ body })),
  );
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
