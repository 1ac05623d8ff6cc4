// @ts-check
/* global document */
/**
 * The naive home page (bench part 4), run in the browser: an app that downloads the WHOLE
 * catalogue and filters it on the client. It fetches the books collection in one request (the
 * Firestore emulator's REST API, `runQuery` without a limit), then sorts and slices in the
 * browser and renders the home page's carousels' worth of cards: Top Sellers (10, most sold then
 * newest), Recommended (books 8 to 27, newest first) and the six news items, with the store's
 * testids and cover URLs. It uses the REST API because the Web SDK's getDocs over the Listen
 * channel is far too slow for 10,000 books in the emulator.
 */
import { RECOMMENDED_FIRST, RECOMMENDED_LAST } from "@bookstore/shared/books/recommended.ts";
import { NEWS_ITEMS } from "@bookstore/shared/site/news.ts";

/**
 * @typedef {{ _id: string, title: string, description: string, coverImage: string,
 *   newPrice: number, oldPrice: number, sold: number, created: number }} NaiveBook
 */

/** @param {string} name */
function meta(name) {
  return document.querySelector(`meta[name="${name}"]`)?.getAttribute("content") ?? "";
}

/** @param {string} coverImage */
function coverUrl(coverImage) {
  if (coverImage.trim() === "") return "/fallback-cover.svg";
  if (/^https?:\/\//i.test(coverImage)) return coverImage;
  return `/covers/${encodeURIComponent(coverImage)}`;
}

/**
 * @param {string} tag
 * @param {Record<string, string>} attributes
 * @param {(Node | string)[]} children
 */
function element(tag, attributes, children = []) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** @param {NaiveBook} book */
function card(book) {
  const description =
    book.description.length > 80 ? `${book.description.slice(0, 80)}...` : book.description;
  return element("article", { "data-testid": "book-card" }, [
    element("img", {
      src: coverUrl(book.coverImage),
      alt: `Cover of ${book.title}`,
      width: "200",
      height: "300",
      loading: "lazy",
    }),
    element("h3", {}, [element("a", { href: `/books/${book._id}` }, [book.title])]),
    element("p", {}, [description]),
    element("p", {}, [
      `$${book.newPrice.toFixed(2)} `,
      element("del", {}, [`$${book.oldPrice.toFixed(2)}`]),
    ]),
  ]);
}

/**
 * @param {string} title
 * @param {string} testId
 * @param {Node[]} cards
 */
function section(title, testId, cards) {
  return element("section", {}, [
    element("h2", {}, [title]),
    element("div", { "data-testid": testId }, cards),
  ]);
}

/**
 * A field of a REST document as a plain value (the few types books use).
 * @param {unknown} value
 * @returns {string | number}
 */
function plain(value) {
  if (typeof value !== "object" || value === null) return "";
  const field = /** @type {Record<string, unknown>} */ (value);
  if (typeof field.stringValue === "string") return field.stringValue;
  if (field.integerValue !== undefined) return Number(field.integerValue);
  if (typeof field.doubleValue === "number") return field.doubleValue;
  if (typeof field.timestampValue === "string") return Date.parse(field.timestampValue);
  return "";
}

async function main() {
  const database = `projects/${meta("project-id")}/databases/(default)`;
  const response = await fetch(
    `http://${meta("firestore-emulator")}/v1/${database}/documents:runQuery`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ structuredQuery: { from: [{ collectionId: "books" }] } }),
    },
  );
  const answer = /** @type {{ document?: { name: string, fields: Record<string, unknown> } }[]} */ (
    await response.json()
  );
  /** @type {NaiveBook[]} */
  const books = answer.flatMap(({ document: doc }) => {
    if (!doc) return [];
    const field = (/** @type {string} */ name) => plain(doc.fields[name]);
    return [
      {
        _id: doc.name.slice(doc.name.lastIndexOf("/") + 1),
        title: String(field("title")),
        description: String(field("description")),
        coverImage: String(field("coverImage")),
        newPrice: Number(field("newPrice")),
        oldPrice: Number(field("oldPrice")),
        sold: Number(field("sold") || 0),
        created: Number(field("createdAt") || 0),
      },
    ];
  });
  const newest = [...books].sort((a, b) => b.created - a.created);
  const topSellers = [...books]
    .sort((a, b) => b.sold - a.sold || b.created - a.created)
    .slice(0, 10);
  const news = NEWS_ITEMS.map((item) =>
    element("article", { "data-testid": "news-card" }, [
      element("img", {
        src: `/covers/${item.image}`,
        alt: "",
        width: "200",
        height: "120",
        loading: "lazy",
      }),
      element("h3", {}, [item.title]),
      element("p", {}, [item.description]),
    ]),
  );
  document
    .getElementById("root")
    ?.replaceChildren(
      section("Top Sellers", "top-sellers", topSellers.map(card)),
      section(
        "Recommended for you",
        "recommended",
        newest.slice(RECOMMENDED_FIRST, RECOMMENDED_LAST + 1).map(card),
      ),
      section("News", "news", news),
    );
  document.body.dataset.books = String(books.length);
}

main().catch((/** @type {unknown} */ error) => {
  document.body.dataset.error = String(error);
});
