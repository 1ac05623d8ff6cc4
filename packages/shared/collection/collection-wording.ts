/**
 * How the shop words collection wherever a customer or the counter reads it (screens, slips,
 * mails), so every place says the same.
 */
export const COLLECTION_WORDING = {
  payAtCollection: "Pay at collection",
  collectAt: (pointName: string) => `Collect at ${pointName}`,
  openingHours: (hours: string) => `Opening hours: ${hours}`,
} as const;
