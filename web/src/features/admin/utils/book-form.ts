import { bookInputSchema, type ValidBookInput } from "@shared/book-input.ts";
import type { Book } from "@shared/book.ts";

/** What the book form's inputs hold: text as typed, the checkbox as a flag. */
export interface BookFormValues {
  title: string;
  author: string;
  description: string;
  category: string;
  trending: boolean;
  oldPrice: string;
  newPrice: string;
  coverImage: string;
}

export type BookFormField = keyof BookFormValues;

export type BookFormErrors = Partial<Record<BookFormField, string>>;

export const EMPTY_BOOK_FORM: BookFormValues = {
  title: "",
  author: "",
  description: "",
  category: "",
  trending: false,
  oldPrice: "",
  newPrice: "",
  coverImage: "",
};

/** The fields' names in messages ("New price must have at most 2 decimals"). */
export const BOOK_FIELD_LABELS: Record<BookFormField, string> = {
  title: "Title",
  author: "Author",
  description: "Description",
  category: "Category",
  trending: "Trending",
  oldPrice: "Old price",
  newPrice: "New price",
  coverImage: "Cover image",
};

/** The order in which the form shows its fields: the first invalid one gets the focus. */
export const BOOK_FORM_FIELDS: readonly BookFormField[] = [
  "title",
  "author",
  "description",
  "category",
  "trending",
  "oldPrice",
  "newPrice",
  "coverImage",
];

/** The edit form starts from the stored book. */
export function bookFormValues(book: Book): BookFormValues {
  return {
    title: book.title,
    author: book.author,
    description: book.description,
    category: book.category,
    trending: book.trending,
    oldPrice: String(book.oldPrice),
    newPrice: String(book.newPrice),
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

export type BookFormResult =
  { valid: true; input: ValidBookInput } | { valid: false; errors: BookFormErrors };

/** Checks the form with the API's own schema; each message names its field. */
export function validateBookForm(values: BookFormValues): BookFormResult {
  const result = bookInputSchema.safeParse({
    title: values.title,
    author: values.author,
    description: values.description,
    category: values.category === "" ? undefined : values.category,
    trending: values.trending,
    oldPrice: parsePrice(values.oldPrice),
    newPrice: parsePrice(values.newPrice),
    coverImage: values.coverImage.trim(),
  });
  if (result.success) return { valid: true, input: result.data };
  const errors: BookFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== "string" || !(field in BOOK_FIELD_LABELS)) continue;
    const key = field as BookFormField;
    errors[key] ??= `${BOOK_FIELD_LABELS[key]} ${issue.message}`;
  }
  return { valid: false, errors };
}

export function firstInvalidField(errors: BookFormErrors): BookFormField | undefined {
  return BOOK_FORM_FIELDS.find((field) => errors[field] !== undefined);
}
