import * as z from "zod/mini";

/**
 * What the results page reads of Open Library's search.json, checked before the page shows it.
 * zod/mini, as the API's response schemas: the check adds little to the page's download.
 */

const wholeNumber = () => z.optional(z.int());

const openLibraryDocSchema = z.object({
  key: z.string().check(z.minLength(1)),
  title: z.string(),
  author_name: z.optional(z.array(z.string())),
  cover_i: wholeNumber(),
  edition_count: wholeNumber(),
  first_publish_year: wholeNumber(),
  public_scan_b: z.optional(z.boolean()),
  language: z.optional(z.array(z.string())),
  number_of_pages_median: wholeNumber(),
});

export const openLibrarySearchSchema = z.object({
  docs: z.array(openLibraryDocSchema),
});

export type OpenLibraryDoc = z.infer<typeof openLibraryDocSchema>;
export type OpenLibrarySearch = z.infer<typeof openLibrarySearchSchema>;
