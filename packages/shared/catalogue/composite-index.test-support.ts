import type { CatalogueQueryPlan, OrderField } from "./catalogue-query.ts";

/** A field of a composite index as firestore.indexes.json writes it. */
export interface IndexField {
  fieldPath: string;
  order: "ASCENDING" | "DESCENDING";
}

export interface IndexDefinition {
  collectionGroup: string;
  queryScope: string;
  fields: IndexField[];
}

const indexOrder = ({ direction }: OrderField): IndexField["order"] =>
  direction === "asc" ? "ASCENDING" : "DESCENDING";

/**
 * The order Firestore gives a query's results: its explicit orderBy, then every range-filtered
 * field it does not order by, by name, in the direction of the last explicit order (the Web SDK's
 * queryNormalizedOrderBy; the backend applies the same rule). The document name comes last and
 * every index ends with it, so it is left out.
 */
export function normalizedOrder(plan: CatalogueQueryPlan): OrderField[] {
  const ordered = new Set(plan.orderBy.map(({ field }) => field));
  const direction = plan.orderBy.at(-1)?.direction ?? "asc";
  const implicit = [...new Set(plan.ranges.map(({ field }) => field))]
    .filter((field) => !ordered.has(field))
    .toSorted()
    .map((field) => ({ field, direction }));
  return [...plan.orderBy, ...implicit];
}

/**
 * The composite index a query needs: its equality fields, then its normalized order. A query on
 * one field (an order, with or without a range on it) is served by the automatic single-field
 * index: undefined.
 */
export function requiredCompositeIndex(plan: CatalogueQueryPlan): IndexField[] | undefined {
  const fields: IndexField[] = [
    ...plan.equals.map(({ field }): IndexField => ({ fieldPath: field, order: "ASCENDING" })),
    ...normalizedOrder(plan).map((field) => ({ fieldPath: field.field, order: indexOrder(field) })),
  ];
  return fields.length > 1 ? fields : undefined;
}

/**
 * Whether an index serves the query that needs `required`: the equality fields may come in any
 * order and direction, the ordered fields exactly as the query orders them.
 */
export function serves(
  index: IndexDefinition,
  collection: string,
  required: readonly IndexField[],
  equalityCount: number,
): boolean {
  if (index.collectionGroup !== collection || index.queryScope !== "COLLECTION") return false;
  if (index.fields.length !== required.length) return false;
  const prefix = new Set(required.slice(0, equalityCount).map((field) => field.fieldPath));
  const prefixMatches = index.fields
    .slice(0, equalityCount)
    .every((field) => prefix.has(field.fieldPath));
  const restMatches = required
    .slice(equalityCount)
    .every(
      (field, at) =>
        index.fields[equalityCount + at]?.fieldPath === field.fieldPath &&
        index.fields[equalityCount + at]?.order === field.order,
    );
  return prefixMatches && restMatches;
}
