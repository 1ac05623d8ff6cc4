import { bookInputSchema, stockSchema, type ValidBookInput } from "@shared/book-input.ts";
import type { Book } from "@shared/book.ts";

/** What the book form's inputs hold: text as typed, the checkbox as a flag. */
export interface BookFormValues {
  title: string;
  author: string;
  /** ISBN-10 or ISBN-13 as typed; blank for none. */
  isbn: string;
  description: string;
  category: string;
  trending: boolean;
  oldPrice: string;
  newPrice: string;
  stock: string;
  coverImage: string;
}

export type BookFormField = keyof BookFormValues;

export type BookFormErrors = Partial<Record<BookFormField, string>>;

export const EMPTY_BOOK_FORM: BookFormValues = {
  title: "",
  author: "",
  isbn: "",
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
  description: "Description",
  category: "Category",
  trending: "Trending",
  oldPrice: "Old price",
  newPrice: "New price",
  stock: "Stock",
  coverImage: "Cover image",
};

/** The order in which the form shows its fields: the first invalid one gets the focus. */
export const BOOK_FORM_FIELDS: readonly BookFormField[] = [
  "title",
  "author",
  "isbn",
  "description",
  "category",
  "trending",
  "oldPrice",
  "newPrice",
  "stock",
  "coverImage",
];

/** The edit form starts from the stored book. */
export function bookFormValues(book: Book): BookFormValues {
  return {
    title: book.title,
    author: book.author,
    isbn: book.isbn ?? "",
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
const bookFormSchema = bookInputSchema.extend({ stock: stockSchema });

export type BookFormResult =
  { valid: true; input: ValidBookInput } | { valid: false; errors: BookFormErrors };

/** Checks the form with the API's own schema; each message names its field. */
export function validateBookForm(values: BookFormValues): BookFormResult {
  const result = bookFormSchema.safeParse({
    title: values.title,
    author: values.author,
    isbn: values.isbn,
    description: values.description,
    category: values.category === "" ? undefined : values.category,
    trending: values.trending,
    oldPrice: parsePrice(values.oldPrice),
    newPrice: parsePrice(values.newPrice),
    stock: parseStock(values.stock),
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

/**
 * What the edit form sends: its stock only when the admin changed the figure it loaded with.
 * Orders take copies while the form is open; sending the loaded figure back would return them.
 */
export function editedBookInput(input: ValidBookInput, loadedStock: string): ValidBookInput {
  return input.stock === parseStock(loadedStock) ? { ...input, stock: undefined } : input;
}
