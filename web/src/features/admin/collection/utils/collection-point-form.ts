import type { CollectionPoint } from "@bookstore/shared/collection/collection-api.ts";
import type { CollectionPointInput } from "@bookstore/shared/collection/collection-point-input.ts";

export type CollectionPointField = keyof CollectionPointInput;

/** The fields in the form's order, with the labels the form shows and its messages name. */
export const COLLECTION_POINT_FIELDS: readonly CollectionPointField[] = [
  "name",
  "address",
  "hours",
];

export const COLLECTION_POINT_LABELS: Record<CollectionPointField, string> = {
  name: "Name",
  address: "Address",
  hours: "Opening hours",
};

export const EMPTY_COLLECTION_POINT: CollectionPointInput = { name: "", address: "", hours: "" };

/** The edit form starts from the point as listed. */
export function collectionPointValues(point: CollectionPoint): CollectionPointInput {
  return { name: point.name, address: point.address, hours: point.hours };
}

/**
 * The form's alert: each field's message after its label, in the form's order ("Name is
 * required. Opening hours must be at most 120 characters."); undefined when none has one. The
 * API's schema words its messages to follow a field's name.
 */
export function fieldProblems(
  messages: Partial<Record<CollectionPointField, string | undefined>>,
): string | undefined {
  const problems = COLLECTION_POINT_FIELDS.flatMap((field) => {
    const message = messages[field];
    return message === undefined ? [] : [`${COLLECTION_POINT_LABELS[field]} ${message}.`];
  });
  return problems.length === 0 ? undefined : problems.join(" ");
}
