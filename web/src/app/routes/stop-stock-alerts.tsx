import { MailLinkAction } from "@/components/ui/mail-link-action";
import { useStopStockAlerts } from "@/features/stock-alerts/api/stop-stock-alerts";
import { STOCK_ALERT_MESSAGES as TEXT } from "@bookstore/shared/library/stock-alerts.ts";

/** The stop link in a back-in-stock or publication-day mail. */
export function StopStockAlertsRoute() {
  const action = useStopStockAlerts();
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
