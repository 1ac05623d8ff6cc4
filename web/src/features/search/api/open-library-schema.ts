import { z } from "zod";

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
