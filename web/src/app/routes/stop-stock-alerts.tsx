import { useMutation } from "@tanstack/react-query";

import { MailLinkAction } from "@/components/ui/mail-link-action";
import { apiMutationOptions } from "@/lib/api-mutation";
import * as API from "@bookstore/shared/library/stock-alerts-api.ts";
import { STOCK_ALERT_MESSAGES as TEXT } from "@bookstore/shared/library/stock-alerts.ts";

/** The stop link in a back-in-stock or publication-day mail. */
export function StopStockAlertsRoute() {
  const action = useMutation(
    apiMutationOptions(API.stopStockAlerts, (body: { token: string }) => ({ body })),
  );
  return (
    <MailLinkAction
      heading={TEXT.stopButton}
      intro={TEXT.stopIntro}
      button={TEXT.stopButton}
      tokenMissing={TEXT.stopTokenMissing}
      action={action}
    />
  );
}
