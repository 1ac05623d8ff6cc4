import { z } from "zod/mini";

import { RATE_LIMITS } from "../api/access.ts";
import { csvFileSchema, wholeNumber } from "../api/schema-parts.ts";
import { bookListSchema, bookSchema } from "../books/books-api.ts";

import { UPDATABLE_FIELDS } from "./catalogue-update.ts";

/**
 * The catalogue as an admin manages it: a book's writes, the import and export, covers.
 */

export const bookDeletedSchema = z.object({
  message: z.string(),
});

/** DELETE /api/books/:id */
export type BookDeleted = z.output<typeof bookDeletedSchema>;

export const catalogueImportReportSchema = z.object({
  dryRun: z.boolean(),
  /** Books created (dry run: that would be created). */
  added: wholeNumber,
  /** Books the catalogue held whose fields the rows changed (dry run: would change). */
  updated: wholeNumber,
  /** Rows whose book the catalogue holds already, just as the row has it. */
  unchanged: wholeNumber,
  /** Each updated book and the fields that changed, by line. */
  changes: z.array(
    z.object({
      line: z.number(),
      bookId: z.string(),
      title: z.string(),
      fields: z.array(
        z.object({ field: z.enum(UPDATABLE_FIELDS), from: z.string(), to: z.string() }),
      ),
    }),
  ),
  /** Rows imported neither now nor ever, by line. */
  problems: z.array(z.object({ line: z.number(), field: z.string(), message: z.string() })),
});

/** What an import did (or, in a dry run, would do). */
export type CatalogueImportReport = z.output<typeof catalogueImportReportSchema>;

export const coverUploadResponseSchema = z.object({
  /** The stored file's name: put it in a book's coverImage. Served at /covers/<coverImage>. */
  coverImage: z.string(),
});

/** POST /api/covers: the request body is the image's bytes. */
export type CoverUploadResponse = z.output<typeof coverUploadResponseSchema>;

export const createBook = {
  name: "createBook",
  access: "adminSession",
  rateLimit: RATE_LIMITS.admin,
  method: "POST",
  path: "/api/books/create-book",
  request: async () => (await import("../books/book-input.ts")).bookInputSchema,
  response: bookSchema,
} as const;

export const editBook = {
  name: "editBook",
  access: "adminSession",
  rateLimit: RATE_LIMITS.admin,
  method: "PUT",
  path: "/api/books/edit/:id",
  params: async () => (await import("../books/book-queries.ts")).bookIdParamsSchema,
  request: async () => (await import("../books/book-input.ts")).bookInputSchema,
  response: bookSchema,
} as const;

export const deleteBook = {
  name: "deleteBook",
  access: "adminSession",
  rateLimit: RATE_LIMITS.admin,
  method: "DELETE",
  path: "/api/books/:id",
  params: async () => (await import("../books/book-queries.ts")).bookIdParamsSchema,
  response: bookDeletedSchema,
} as const;

export const listAdminBooks = {
  name: "listAdminBooks",
  access: "adminSession",
  rateLimit: RATE_LIMITS.admin,
  method: "GET",
  path: "/api/admin/books",
  query: async () => (await import("./catalogue-queries.ts")).adminBooksQuerySchema,
  response: bookListSchema,
} as const;

/** Rows of a catalogue import file, checked and imported (or, with dryRun, only checked). */
export const importCatalogue = {
  name: "importCatalogue",
  access: "adminSession",
  rateLimit: RATE_LIMITS.admin,
  method: "POST",
  path: "/api/admin/books/import",
  request: async () => (await import("./catalogue-import.ts")).catalogueImportRequestSchema,
  response: catalogueImportReportSchema,
} as const;

/**
 * Every book as a CSV file in the import's columns (lib/catalogue-csv.ts): `text/csv` with a byte
 * order mark, streamed; the web client saves the body.
 */
export const exportCatalogue = {
  name: "exportCatalogue",
  access: "adminSession",
  rateLimit: RATE_LIMITS.admin,
  method: "GET",
  path: "/api/admin/books/export",
  query: async () => (await import("./catalogue-queries.ts")).catalogueExportQuerySchema,
  response: csvFileSchema,
} as const;

/** The request body is the image's bytes, not JSON, so the entry has no request schema. */
export const uploadCover = {
  name: "uploadCover",
  access: "adminSession",
  rateLimit: RATE_LIMITS.admin,
  method: "POST",
  path: "/api/covers",
  response: coverUploadResponseSchema,
} as const;
