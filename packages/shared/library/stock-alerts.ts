/**
 * customers/<uid>/stockAlerts/<book id>: a signed-in customer asked to be mailed when the book,
 * out of stock, has copies again, or when the forthcoming book is out. Only the API writes it (it
 * checks the book is out of stock or forthcoming, and the address verified); its owner's client
 * reads and deletes it. The sendStockAlerts trigger mails each back-in-stock alert when the
 * book's stock goes from 0 to more, and the pre-orders' release each alert of a book out that
 * day; each mail is committed with the alert's end.
 */
export interface StockAlertDocument<TTimestamp> {
  bookId: string;
  /** The book's title when the alert was made, so the account page lists it without a book read. */
  title: string;
  /** The verified address the mail goes to. */
  email: string;
  createdAt: TTimestamp;
  /**
   * The book's publication day when the alert was made before it: the alert waits for that day
   * ("Email me when it's out"), not for a restock.
   */
  publishesOn?: string;
}

export const STOCK_ALERT_MESSAGES = {
  button: "Email me when it's back",
  subscribed: "We will email you when it's back in stock.",
  alreadySubscribed: "You are already on the list: we will email you when it's back in stock.",
  buttonForthcoming: "Email me when it's out",
  subscribedForthcoming: "We will email you when it's out.",
  alreadySubscribedForthcoming: "You are already on the list: we will email you when it's out.",
  subscribeFailed: "We could not add you to the list. Please try again.",
  bookIdInvalid: "The book id must be a book's id.",
  bookInStock: "This book is in stock: order it now, no alert needed.",
  stopTokenMissing:
    "This link is incomplete. Please open the whole link from your back-in-stock mail.",
  stopTokenInvalid:
    "This link is not valid. Please open the link from your back-in-stock mail as it is.",
  stopped: "You will get no more back-in-stock mail: every alert you had is ended.",
  stopIntro: "Stop to end every back-in-stock alert of the account this mail was sent to.",
  stopButton: "Stop back-in-stock mail",
  accountHeading: "Back-in-stock alerts",
  accountNone:
    "You have no back-in-stock alerts. Press “Email me when it's back” on a sold-out book.",
  accountLoading: "Loading..",
  accountLoadFailed: "Your back-in-stock alerts could not be loaded. Please try again later.",
  accountEnd: "Stop",
  accountEndFailed: "The alert could not be ended. Please try again.",
  mailSubjectPrefix: "Back in stock:",
  outMailSubjectPrefix: "Out now:",
} as const;

/** The account page's Stop button, named after its book for screen readers. */
export function endAlertLabel(title: string): string {
  return `Stop the alert for ${title}`;
}

/** The longest stop token the API reads: a uid (≤ 128 characters) and its MAC, with room. */
export const STOP_TOKEN_MAX_LENGTH = 512;

/**
 * True when a write of a book takes its stock from none to some: the one change that sends the
 * book's alerts. A create, a delete or a change between two positive figures sends nothing.
 */
export function restocked(
  before: { stock?: unknown } | undefined,
  after: { stock?: unknown } | undefined,
): boolean {
  return (
    before?.stock === 0 &&
    typeof after?.stock === "number" &&
    Number.isFinite(after.stock) &&
    after.stock > 0
  );
}
