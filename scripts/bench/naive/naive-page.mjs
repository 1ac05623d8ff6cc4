// @ts-check
/* global document */
/**
 * The naive home page the spec's original app stands for (bench part 4), run in the browser:
 * download the WHOLE books collection with the Firestore Web SDK (no limit), then sort and
 * slice in the browser and render the home page's carousels' worth of cards: Top Sellers (10,
 * most sold then newest), Recommended (books 8 to 27, newest first) and the six news items.
 * Same wire protocol as the store (the SDK's WebChannel), same testids, same cover URLs.
 */
import { initializeApp } from "firebase/app";
import { collection, connectFirestoreEmulator, getDocs, getFirestore } from "firebase/firestore";

import { NEWS_ITEMS } from "../../../functions/src/shared/news.ts";

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

async function main() {
  const app = initializeApp({ projectId: meta("project-id"), apiKey: "demo-api-key" });
  const db = getFirestore(app);
  const [host = "127.0.0.1", port = "8080"] = meta("firestore-emulator").split(":");
  connectFirestoreEmulator(db, host, Number(port));

  const snapshot = await getDocs(collection(db, "books"));
  /** @type {NaiveBook[]} */
  const books = snapshot.docs.map((doc) => {
    const data = doc.data();
    return {
      _id: doc.id,
      title: String(data.title),
      description: String(data.description),
      coverImage: String(data.coverImage ?? ""),
      newPrice: Number(data.newPrice),
      oldPrice: Number(data.oldPrice),
      sold: Number(data.sold ?? 0),
      created: Number(data.createdAt?.toMillis?.() ?? 0),
    };
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
      section("Recommended for you", "recommended", newest.slice(8, 28).map(card)),
      section("News", "news", news),
    );
  document.body.dataset.books = String(books.length);
}

main().catch((/** @type {unknown} */ error) => {
  document.body.dataset.error = String(error);
});
