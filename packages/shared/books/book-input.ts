import { z } from "zod";

import { isCalendarDay } from "../core/calendar-day.ts";
import { hasAtMostTwoDecimals } from "../core/money.ts";
import { strictBody } from "../core/strict-body.ts";

import { CATEGORIES } from "./categories.ts";
import { ISBN_MESSAGE, normalizeIsbn } from "./isbn.ts";
import { PUBLICATION_MESSAGES } from "./publication.ts";
import { MAX_STOCK } from "./stock.ts";

/** What an admin sends to create or edit a book; the forms and the API validate with this schema. */

export const BOOK_LIMITS = {
  title: 200,
  author: 120,
  description: 5000,
  coverImage: 500,
  /** An ISBN-13 with a hyphen or space between every digit. */
  isbn: 30,
  /** Dollars; firestore.rules holds the same bound. */
  maxPrice: 10_000,
  booksPerAdminPage: { default: 20, max: 100 },
} as const;

export const BOOK_MESSAGES = {
  required: "is required",
  notText: "must be text",
  notNumber: "must be a number",
  notBoolean: "must be true or false",
  negative: "must not be negative",
  tooManyDecimals: "must have at most 2 decimals",
  tooExpensive: `must be at most ${BOOK_LIMITS.maxPrice}`,
  notWholeNumber: "must be a whole number",
  tooMuchStock: `must be at most ${MAX_STOCK}`,
  category: `must be one of ${CATEGORIES.join(", ")}`,
  coverImage: "must be a cover file name from an upload, or an https URL",
  isbn: ISBN_MESSAGE,
  publishedOn: PUBLICATION_MESSAGES.publishedOn,
  coverMissing: "names no stored cover image; upload the image first",
  created: "Book created",
  updated: "Book updated",
  deleted: "Book deleted",
} as const;

export function bookTooLongMessage(max: number): string {
  return `must be at most ${max} characters`;
}

function text(max: number, { required }: { required: boolean }) {
  const base = z
    .string({
      error: (issue) =>
        issue.input === undefined ? BOOK_MESSAGES.required : BOOK_MESSAGES.notText,
    })
    .trim()
    .max(max, { error: bookTooLongMessage(max), abort: true });
  return required ? base.min(1, { error: BOOK_MESSAGES.required, abort: true }) : base;
}

/** Dollars as a JSON number: not negative, at most 2 decimals, at most BOOK_LIMITS.maxPrice. */
export const priceSchema = z
  .number({
    error: (issue) =>
      issue.input === undefined ? BOOK_MESSAGES.required : BOOK_MESSAGES.notNumber,
  })
  .refine(Number.isFinite, { error: BOOK_MESSAGES.notNumber, abort: true })
  .refine((value) => value >= 0, { error: BOOK_MESSAGES.negative, abort: true })
  .refine((value) => value <= BOOK_LIMITS.maxPrice, {
    error: BOOK_MESSAGES.tooExpensive,
    abort: true,
  })
  .refine(hasAtMostTwoDecimals, { error: BOOK_MESSAGES.tooManyDecimals });

/** Copies in stock: a whole number from 0 to MAX_STOCK. */
export const stockSchema = z
  .number({
    error: (issue) =>
      issue.input === undefined ? BOOK_MESSAGES.required : BOOK_MESSAGES.notNumber,
  })
  .refine(Number.isFinite, { error: BOOK_MESSAGES.notNumber, abort: true })
  .refine(Number.isInteger, { error: BOOK_MESSAGES.notWholeNumber, abort: true })
  .refine((value) => value >= 0, { error: BOOK_MESSAGES.negative, abort: true })
  .refine((value) => value <= MAX_STOCK, { error: BOOK_MESSAGES.tooMuchStock });

/**
 * An ISBN-10 or ISBN-13, hyphens and spaces allowed, stored as its ISBN-13 digits; "" stands for
 * none (on edit it removes the stored one).
 */
export const isbnInputSchema = text(BOOK_LIMITS.isbn, { required: false })
  .refine((value) => value === "" || normalizeIsbn(value) !== null, { error: ISBN_MESSAGE })
  .transform((value) => (value === "" ? "" : (normalizeIsbn(value) ?? "")));

/** A publication day, YYYY-MM-DD; "" stands for none (on edit it removes the stored one). */
export const publishedOnInputSchema = z
  .string({ error: BOOK_MESSAGES.notText })
  .trim()
  .refine((value) => value === "" || isCalendarDay(value), {
    error: BOOK_MESSAGES.publishedOn,
  });

/** A file stored by POST /api/covers (`<hex>.webp`), a seeded cover name, or an https URL. */
export const COVER_FILE_PATTERN = /^[a-z0-9][a-z0-9._-]{0,127}$/i;

export function isCoverReference(value: string): boolean {
  if (value === "") return true;
  if (value.startsWith("https://")) return URL.canParse(value);
  return COVER_FILE_PATTERN.test(value) && !value.includes("..");
}

export const bookInputSchema = strictBody({
  title: text(BOOK_LIMITS.title, { required: true }),
  author: text(BOOK_LIMITS.author, { required: false }).default(""),
  description: text(BOOK_LIMITS.description, { required: true }),
  category: z.enum(CATEGORIES, { error: BOOK_MESSAGES.category }),
  trending: z.boolean({ error: BOOK_MESSAGES.notBoolean }).default(false),
  oldPrice: priceSchema,
  newPrice: priceSchema,
  /** Absent on create: no copies yet. Absent on edit: the stock stays as orders leave it. */
  stock: stockSchema.optional(),
  /** Absent on edit: the stored ISBN stays. */
  isbn: isbnInputSchema.optional(),
  /** Absent on edit: the stored publication day stays. */
  publishedOn: publishedOnInputSchema.optional(),
  /** Empty on create: the store draws a cover. Empty on edit: the book keeps its cover. */
  coverImage: text(BOOK_LIMITS.coverImage, { required: false })
    .default("")
    .refine(isCoverReference, { error: BOOK_MESSAGES.coverImage }),
});

/** The JSON body of POST /api/books/create-book and PUT /api/books/edit/:id. */
export type BookInput = z.input<typeof bookInputSchema>;
export type ValidBookInput = z.output<typeof bookInputSchema>;
