/** The look of "Email me when it's back", signed in or out. */
export const STOCK_ALERT_BUTTON_CLASS =
  "inline-flex items-center justify-center rounded-md border border-blue-700 px-3 py-2 text-sm font-semibold text-blue-700 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-wait disabled:opacity-60";
