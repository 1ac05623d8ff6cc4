import { z } from "zod";

/**
 * What the results page reads of Open Library's search.json. The page checks answers against
 * its JSON Schema form (open-library-shapes.json, written from this by the test), which needs no
 * zod before the first paint.
 */

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
export type OpenLibrarySearch = z.infer<typeof openLibrarySearchSchema>;
