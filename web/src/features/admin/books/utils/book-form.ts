import { z } from "zod";

import {
  bookInputSchema,
  stockSchema,
  type ValidBookInput,
} from "@bookstore/shared/books/book-input.ts";
import type { Book } from "@bookstore/shared/books/books-api.ts";

/** What the book form's inputs hold: text as typed, the checkbox as a flag. */
export interface BookFormValues {
  title: string;
  author: string;
  /** ISBN-10 or ISBN-13 as typed; blank for none. */
  isbn: string;
  /** The publication day, YYYY-MM-DD as a date input holds it; blank for a book that is out. */
  publishedOn: string;
  description: string;
  category: string;
  trending: boolean;
  oldPrice: string;
  newPrice: string;
  stock: string;
  coverImage: string;
}

export type BookFormField = keyof BookFormValues;

export const EMPTY_BOOK_FORM: BookFormValues = {
  title: "",
  author: "",
  isbn: "",
  publishedOn: "",
  description: "",
  category: "",
  trending: false,
  oldPrice: "",
  newPrice: "",
  /** A new book has no copies until the admin says so, as the API assumes. */
  stock: "0",
  coverImage: "",
};

/** The fields' names in messages ("New price must have at most 2 decimals"). */
export const BOOK_FIELD_LABELS: Record<BookFormField, string> = {
  title: "Title",
  author: "Author",
  isbn: "ISBN",
  publishedOn: "Publication date",
  description: "Description",
  category: "Category",
  trending: "Trending",
  oldPrice: "Old price",
  newPrice: "New price",
  stock: "Stock",
  coverImage: "Cover image",
};

/** The edit form starts from the stored book. */
export function bookFormValues(book: Book): BookFormValues {
  return {
    title: book.title,
    author: book.author,
    isbn: book.isbn ?? "",
    publishedOn: book.publishedOn ?? "",
    description: book.description,
    category: book.category,
    trending: book.trending,
    oldPrice: String(book.oldPrice),
    newPrice: String(book.newPrice),
    stock: String(book.stock),
    coverImage: book.coverImage,
  };
}

/**
 * A price box's text as a decimal number: blank is missing, anything that is
 * not a plain decimal (e.g. "1e3", "12,50") is NaN, which the schema reports as not a number.
 */
export function parsePrice(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  return /^\d+(\.\d*)?$|^\.\d+$/.test(trimmed) ? Number.parseFloat(trimmed) : Number.NaN;
}

/**
 * A stock box's text as a number: blank is missing; a plain number, signed or with decimals, is
 * read as such so the schema can say what is wrong with it; anything else (e.g. "1e3") is NaN.
 */
export function parseStock(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  return /^-?(\d+(\.\d*)?|\.\d+)$/.test(trimmed) ? Number.parseFloat(trimmed) : Number.NaN;
}

/** The API's schema, with the stock required: the form always shows one, so a blank box is a mistake. */
const bookApiSchema = bookInputSchema.extend({ stock: stockSchema });

const BOOK_FORM_VALUES = z.object({
  title: z.string(),
  author: z.string(),
  isbn: z.string(),
  publishedOn: z.string(),
  description: z.string(),
  category: z.string(),
  trending: z.boolean(),
  oldPrice: z.string(),
  newPrice: z.string(),
  stock: z.string(),
  coverImage: z.string(),
});

function isBookFormField(key: PropertyKey | undefined): key is BookFormField {
  return typeof key === "string" && key in BOOK_FIELD_LABELS;
}

/**
 * The form's values checked with the API's own schema, numbers read from their boxes; each
 * message names its field ("New price must have at most 2 decimals").
 */
export const bookFormSchema = BOOK_FORM_VALUES.transform((values, context): ValidBookInput => {
  const result = bookApiSchema.safeParse({
    title: values.title,
    author: values.author,
    isbn: values.isbn,
    publishedOn: values.publishedOn,
    description: values.description,
    category: values.category === "" ? undefined : values.category,
    trending: values.trending,
    oldPrice: parsePrice(values.oldPrice),
    newPrice: parsePrice(values.newPrice),
    stock: parseStock(values.stock),
    coverImage: values.coverImage.trim(),
  });
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const [field] = issue.path;
    if (!isBookFormField(field)) continue;
    context.addIssue({
      code: "custom",
      path: [field],
      message: `${BOOK_FIELD_LABELS[field]} ${issue.message}`,
    });
  }
  return z.NEVER;
});
/**
 * What the edit form sends: its stock only when the admin changed the figure it loaded with.
 * Orders take copies while the form is open; sending the loaded figure back would return them.
 */
export function editedBookInput(input: ValidBookInput, loadedStock: string): ValidBookInput {
  return input.stock === parseStock(loadedStock) ? { ...input, stock: undefined } : input;
}
