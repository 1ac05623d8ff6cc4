import { z } from "zod";

/** The search.json fields the store asks for (`fields=`), so the answer stays small. */
export const OPEN_LIBRARY_SEARCH_FIELDS = [
  "key",
  "title",
  "author_name",
  "cover_i",
  "edition_count",
  "first_publish_year",
  "public_scan_b",
  "language",
  "number_of_pages_median",
] as const;

const openLibraryDocSchema = z.object({
  key: z.string().min(1),
  title: z.string(),
  author_name: z.array(z.string()).optional(),
  cover_i: z.number().int().optional(),
  edition_count: z.number().int().optional(),
  first_publish_year: z.number().int().optional(),
  public_scan_b: z.boolean().optional(),
  language: z.array(z.string()).optional(),
  number_of_pages_median: z.number().int().optional(),
});

export const openLibrarySearchSchema = z.object({
  docs: z.array(openLibraryDocSchema),
});

export type OpenLibraryDoc = z.infer<typeof openLibraryDocSchema>;
