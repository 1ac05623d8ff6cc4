import {
  COLLECTION_POINT_LIMITS,
  COLLECTION_POINT_MESSAGES,
} from "@bookstore/shared/collection/collection-point.ts";
import { COLLECTION_WORDING } from "@bookstore/shared/collection/collection-wording.ts";

/** What the Collection points screen says: headings, lines, buttons and dialogs. */
export const COLLECTION_POINT_TEXT = {
  heading: "Collection points",
  intro:
    "Where a customer may collect their order and pay at the counter. The checkout offers every point listed here.",
  loading: "Loading the collection points",
  loadFailed: "Could not load the collection points. Please try again.",
  none: "No collection points yet. With no collection point, the checkout only delivers.",
  hours: COLLECTION_WORDING.openingHours,
  addHeading: "Add a collection point",
  add: "Add collection point",
  adding: "Adding…",
  added: "Collection point added.",
  full: COLLECTION_POINT_MESSAGES.tooMany,
  edit: "Edit",
  editLabel: (name: string) => `Edit ${name}`,
  save: "Save changes",
  saving: "Saving…",
  saved: (name: string) => `${name} saved.`,
  cancel: "Cancel",
  saveFailed: "Could not save the collection point. Please try again.",
  placeholders: { address: "12 High Street, Springfield", hours: "Mon–Sat 9:00–18:00" },
  delete: "Delete",
  deleteLabel: (name: string) => `Delete ${name}`,
  confirmTitle: "Delete this collection point?",
  confirmText: (name: string) =>
    `“${name}” will no longer be offered at the checkout. Orders already placed for it keep its address and hours.`,
  confirmButton: "Yes, delete it!",
  deleted: "Collection point deleted!",
  deleteFailed: "Failed to delete the collection point",
} as const;

/** Whether the shop has as many points as the API allows: the add form then gives way. */
export function atPointLimit(count: number): boolean {
  return count >= COLLECTION_POINT_LIMITS.points;
}
