import { matchesShape, type JsonShape } from "@/lib/json-shape";

import type { OpenLibraryDoc, OpenLibrarySearch } from "./open-library-schema";
import shapes from "./open-library-shapes.json";

/**
 * open-library-schema.ts in JSON Schema form, which open-library-schema.test.ts writes from it
 * and fails on when they differ: the results page checks the open catalogue's answer with it,
 * without loading zod before its first paint.
 */
export const OPEN_LIBRARY_SEARCH_SHAPE: JsonShape = shapes.search;

/** The answer's docs if it has the shape of openLibrarySearchSchema; undefined otherwise. */
export function openLibraryDocs(body: unknown): OpenLibraryDoc[] | undefined {
  // Unknown fields stay on the docs: searchResultBooks reads only the schema's.
  return matchesShape(body, OPEN_LIBRARY_SEARCH_SHAPE)
    ? (body as OpenLibrarySearch).docs
    : undefined;
}
