import { DocumentReference, GeoPoint, Timestamp } from "firebase-admin/firestore";

import type { JsonValue } from "@bookstore/shared/accounts/account-data.ts";

/**
 * A stored field as JSON, so no field is left out of an export: timestamps as ISO 8601, bytes as
 * base64, references as their path, points as {latitude, longitude}, maps and arrays field by
 * field.
 */
export function toJsonValue(value: unknown): JsonValue {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : String(value);
  if (typeof value === "bigint") return value.toString();
  if (typeof value !== "object") return null;
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString("base64");
  if (value instanceof DocumentReference) return value.path;
  if (value instanceof GeoPoint) return { latitude: value.latitude, longitude: value.longitude };
  if (Array.isArray(value)) return value.map(toJsonValue);
  return toJsonObject(value as Record<string, unknown>);
}

/** A stored document's fields as a JSON object. */
export function toJsonObject(data: Readonly<Record<string, unknown>>): Record<string, JsonValue> {
  return Object.fromEntries(Object.entries(data).map(([key, field]) => [key, toJsonValue(field)]));
}
