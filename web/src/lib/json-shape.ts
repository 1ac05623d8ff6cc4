/**
 * The part of JSON Schema that zod's `toJSONSchema` writes for the answers a page's first screen
 * renders: types, object properties (and which are required), array items, enums, constants,
 * string lengths and number bounds. The first screens check those answers against these
 * (lib/early-answer-shapes.json, the search page's open-library-shapes.json), because zod itself
 * would be the largest file of the page's first paint.
 */
export interface JsonShape {
  type?: string;
  properties?: Readonly<Record<string, JsonShape>>;
  required?: readonly string[];
  items?: JsonShape;
  enum?: readonly unknown[];
  const?: unknown;
  /** In UTF-16 code units, as zod counts a string's length. */
  minLength?: number;
  minimum?: number;
  maximum?: number;
  /** Not read: unknown object keys pass, as they pass zod's objects (which drop them). */
  additionalProperties?: boolean;
}

const KEYWORDS = new Set([
  "type",
  "properties",
  "required",
  "items",
  "enum",
  "const",
  "minLength",
  "minimum",
  "maximum",
  "additionalProperties",
]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case "object":
      return isRecord(value);
    case "array":
      return Array.isArray(value);
    case "string":
      return typeof value === "string";
    case "number":
      return typeof value === "number" && Number.isFinite(value);
    case "integer":
      return Number.isSafeInteger(value);
    case "boolean":
      return typeof value === "boolean";
    case "null":
      return value === null;
    default:
      return false;
  }
}

/**
 * Whether `value` has the shape, read as zod reads the schema it came from. A shape with a keyword
 * or type this checker does not know fails every value rather than passing it unread.
 */
export function matchesShape(value: unknown, shape: JsonShape): boolean {
  if (Object.keys(shape).some((keyword) => !KEYWORDS.has(keyword))) return false;
  if (shape.type !== undefined && !hasType(value, shape.type)) return false;
  if (shape.enum !== undefined && !shape.enum.includes(value)) return false;
  if ("const" in shape && value !== shape.const) return false;
  if (
    shape.minLength !== undefined &&
    !(typeof value === "string" && value.length >= shape.minLength)
  ) {
    return false;
  }
  if (shape.minimum !== undefined && !(typeof value === "number" && value >= shape.minimum)) {
    return false;
  }
  if (shape.maximum !== undefined && !(typeof value === "number" && value <= shape.maximum)) {
    return false;
  }
  if (shape.items !== undefined) {
    const items = shape.items;
    if (!Array.isArray(value) || !value.every((item) => matchesShape(item, items))) return false;
  }
  if (shape.properties !== undefined) {
    if (!isRecord(value)) return false;
    const required = shape.required ?? [];
    for (const [key, property] of Object.entries(shape.properties)) {
      const present = Object.hasOwn(value, key) && value[key] !== undefined;
      if (present ? !matchesShape(value[key], property) : required.includes(key)) return false;
    }
  }
  return true;
}
