/**
 * `npx tsx scripts/catalogue/generate-books.ts <rows> <out.csv> [label]`
 * Writes a catalogue import file of made-up books, for measuring large imports (never commit
 * one): every third row has an ISBN, the others are identified by title and author.
 */
import { writeFileSync } from "node:fs";

import { CATEGORIES } from "@bookstore/shared/books/categories.ts";
import { completeIsbn13 } from "@bookstore/shared/books/isbn.ts";

const [count = "10000", out = "generated-books.csv", label = "Generated"] = process.argv.slice(2);

const lines = ["title,author,description,category,oldPrice,newPrice,stock,isbn,cover"];
/** Files of different labels hold different ISBNs. */
let salt = 0;
for (let index = 0; index < label.length; index += 1)
  salt = (salt * 31 + label.charCodeAt(index)) % 1000;
for (let index = 0; index < Number(count); index += 1) {
  const category = CATEGORIES[index % CATEGORIES.length] ?? "fiction";
  const isbn =
    index % 3 === 0
      ? completeIsbn13(`979${String(salt).padStart(3, "0")}${String(index).padStart(6, "0")}`)
      : "";
  lines.push(
    [
      `${label} Book ${index + 1}`,
      `Author ${index % 997}`,
      `"A made-up ${category} book, number ${index + 1}, for import tests."`,
      category,
      (10 + (index % 40)).toFixed(2),
      (8 + (index % 30)).toFixed(2),
      String(index % 50),
      isbn,
      "",
    ].join(","),
  );
}
writeFileSync(out, `${lines.join("\n")}\n`);
console.log(`Wrote ${count} rows to ${out}.`);
