/**
 * How the shop words collection wherever a customer or the counter reads it (screens, slips,
 * mails), so every place says the same.
 */
export const COLLECTION_WORDING = {
  payAtCollection: "Pay at collection",
  collectAt: (pointName: string) => `Collect at ${pointName}`,
  openingHours: (hours: string) => `Opening hours: ${hours}`,
  /** What an order to collect's mails promise next: `subject` is "it" or "your order". */
  writeWhenReady: (subject: string) =>
    `We will write again when ${subject} is ready for collection, with the code to show at the counter, where you pay.`,
  /** Beside a book that is out, in an order to collect that still waits for another book. */
  heldWithOrder: "Held in the shop until the rest is out",
  /** An order to collect that waits for its books: `lastDay` is the last one's, as the shop writes days. */
  readyOnceOut: (lastDay: string) =>
    `Ready for collection once its last book is published, on ${lastDay}.`,
} as const;
