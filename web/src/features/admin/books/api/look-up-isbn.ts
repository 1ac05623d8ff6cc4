import { site } from "@/config/site";
import { BOOK_LIMITS } from "@bookstore/shared/books/book-input.ts";

/** What Open Library knows of an ISBN, for the admin to check before saving. */
export interface IsbnFindings {
  /** The ISBN-13 looked up. */
  isbn: string;
  title: string;
  author: string;
  description: string;
  /** The cover as a file for the form's cover upload, when Open Library has one. */
  cover?: File;
}

export const ISBN_MESSAGES = {
  invalid: "That is not a valid ISBN-10 or ISBN-13: check the digits.",
  unknown: (isbn: string) => `Open Library has no book with ISBN ${isbn}. Fill the form by hand.`,
  offline:
    "Could not reach Open Library. Check the connection and try again, or fill the form by hand.",
  found: (title: string) =>
    `Filled from Open Library: "${title}". Check every field before saving.`,
  noCover: "Open Library has no cover for it: choose one by hand, or the store draws one.",
} as const;

export class IsbnLookupError extends Error {}

interface SearchAnswer {
  docs?: { key?: string; title?: string; author_name?: string[]; cover_i?: number }[];
}
interface WorkAnswer {
  description?: string | { value?: string };
}

const base = (url: string) => url.replace(/\/+$/, "");

async function getJson(url: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: "application/json" } });
  } catch {
    throw new IsbnLookupError(ISBN_MESSAGES.offline);
  }
  if (!response.ok) throw new IsbnLookupError(ISBN_MESSAGES.offline);
  return response.json();
}

/** The work's description; a work without one, or one that cannot be read, gives "". */
async function workDescription(key: string): Promise<string> {
  try {
    const work = (await getJson(`${base(site.openLibraryUrl)}${key}.json`)) as WorkAnswer;
    const text = typeof work.description === "string" ? work.description : work.description?.value;
    return (text ?? "").trim().slice(0, BOOK_LIMITS.description);
  } catch {
    return "";
  }
}

/** The large cover as a file; none when Open Library has none or it cannot be fetched. */
async function coverFile(coverId: number | undefined, isbn: string): Promise<File | undefined> {
  if (coverId === undefined) return undefined;
  try {
    const response = await fetch(`${base(site.openLibraryCoversUrl)}/b/id/${coverId}-L.jpg`);
    if (!response.ok) return undefined;
    const blob = await response.blob();
    return new File([blob], `isbn-${isbn}-cover`, { type: blob.type });
  } catch {
    return undefined;
  }
}

/**
 * Asks Open Library's search for the ISBN (its ISBN-13 form; messages name it `asTyped`) (title, authors, cover), then the work for its
 * description and the cover image. Throws IsbnLookupError with what to tell the admin.
 */
export async function lookUpIsbn(isbn: string, asTyped: string): Promise<IsbnFindings> {
  const params = new URLSearchParams({ isbn, fields: "key,title,author_name,cover_i", limit: "1" });
  const answer = (await getJson(
    `${base(site.openLibraryUrl)}/search.json?${params.toString()}`,
  )) as SearchAnswer;
  const doc = answer.docs?.[0];
  if (!doc?.title) throw new IsbnLookupError(ISBN_MESSAGES.unknown(asTyped));
  const [description, cover] = await Promise.all([
    doc.key ? workDescription(doc.key) : Promise.resolve(""),
    coverFile(doc.cover_i, isbn),
  ]);
  return {
    isbn,
    title: doc.title.slice(0, BOOK_LIMITS.title),
    author: (doc.author_name ?? []).join(", ").slice(0, BOOK_LIMITS.author),
    description,
    ...(cover === undefined ? {} : { cover }),
  };
}
