import type { IndexedBook } from "../../functions/src/lib/search/book-index.ts";
import { seededRandom } from "../../scripts/seed/dates.ts";

import { seedIndexedBooks } from "./seed-search-books.ts";

/**
 * The catalogues the search is measured and tested on beyond the seed: the relevance test at
 * 10,000 books and the bench (scripts/bench/search-libraries.ts, its part 7).
 */

/** A generated word or name is the seed's this often, and a made-up one the rest. */
const SEED_SHARE = 0.1;

function isbn13(first12: string): string {
  let sum = 0;
  for (let index = 0; index < 12; index += 1) sum += Number(first12[index]) * (index % 2 ? 3 : 1);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

/**
 * The seed plus generated books up to `size`, in the seed's vocabulary: each generated title,
 * author and description word is the seed's own one time in ten (`adversarial`: always) and a
 * made-up one otherwise, so seeded titles and names recur in other books. Deterministic.
 */
export function generatedCatalogue(
  size: number,
  { adversarial = false }: { adversarial?: boolean } = {},
): IndexedBook[] {
  const seed = seedIndexedBooks();
  const next = seededRandom(30);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const words = [
    ...new Set(seed.flatMap((book) => `${book.title} ${book.description}`.split(/[^A-Za-z]+/))),
  ].filter((word) => word.length >= 3);
  const names = seed.map((book) => book.author).filter((author) => author !== "");
  const firsts = names.map((name) => name.split(" ")[0] ?? "");
  const lasts = names.map((name) => name.split(" ").at(-1) ?? "");
  const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  const syllables = [
    "ar",
    "bel",
    "cor",
    "dun",
    "el",
    "fen",
    "gar",
    "hol",
    "is",
    "jor",
    "kel",
    "lin",
    "mor",
    "nor",
    "os",
    "pel",
    "quin",
    "ros",
    "sel",
    "tor",
    "ul",
    "ven",
    "wil",
    "yar",
    "zen",
  ];
  const madeUp = () =>
    Array.from({ length: 2 + Math.floor(next() * 2) }, () => pick(syllables)).join("");
  const shared = (list: readonly string[]) =>
    adversarial || next() < SEED_SHARE ? pick(list) : madeUp();
  const books: IndexedBook[] = seed.map((book) => ({ ...book, sold: Math.floor(next() * 300) }));
  for (let index = books.length; index < size; index += 1) {
    const titleWords = Array.from({ length: 2 + Math.floor(next() * 4) }, () =>
      capital(shared(words)),
    );
    books.push({
      id: `generated-${index}`,
      title: next() < 0.4 ? `The ${titleWords.join(" ")}` : titleWords.join(" "),
      author: `${capital(shared(firsts))} ${capital(shared(lasts))}`,
      description: Array.from({ length: 20 + Math.floor(next() * 25) }, () => shared(words)).join(
        " ",
      ),
      isbn: index % 3 === 0 ? isbn13(`979${String(index).padStart(9, "0")}`) : "",
      category: pick([
        "biography" as const,
        "business",
        "finance",
        "fiction",
        "self-help",
        "technology",
      ]),
      coverImage: `generated-${index}.svg`,
      newPrice: 5 + Math.floor(next() * 40),
      onSale: next() < 0.3,
      sold: Math.floor(next() * 300),
    });
  }
  return books;
}
