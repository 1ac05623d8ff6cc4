import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Book } from "@bookstore/shared/books/books-api.ts";
import { completeIsbn13 } from "@bookstore/shared/books/isbn.ts";
import { emptyReport } from "@bookstore/shared/catalogue/catalogue-import-report.ts";
import type { ImportCell, ImportRecord } from "@bookstore/shared/catalogue/catalogue-import.ts";

import { booksCollection } from "../../functions/src/lib/collections/books.ts";
import { adminDb, adminIdToken, api } from "../support/admin-session.ts";
import { signUpCustomer, uniqueEmail, type SignedInAccount } from "../support/auth-tokens.ts";
import { deleteImportedBooks, importInChunks, postImport } from "../support/catalogue-import.ts";
import { attemptOrder, warmUpApi } from "../support/order-fixtures.ts";
import { shardTotals, stockRollUpsSettled, stockShardsOf } from "../support/stock-rollups.ts";

const books = booksCollection(adminDb);
const ISBNS = [1, 2, 3, 4, 5, 6].map((n) => completeIsbn13(`979777${String(n).padStart(6, "0")}`));
const idOf = (index: number) => `isbn-${ISBNS[index] ?? ""}`;
/** Orders racing the import: one customer each, so no customer's order limits refuse one. */
const RACING_ORDERS = 8;
/** The Functions emulator starts a worker a request and runs the import's triggers meanwhile. */
const RACE_TIMEOUT_MS = 120_000;

let adminToken: string;
let customers: SignedInAccount[] = [];
const handAdded: string[] = [];

/** A row of the test's file: book `index`, as first imported, with `changes` made to it. */
function row(line: number, index: number, changes: Record<string, ImportCell> = {}): ImportRecord {
  return {
    line,
    fields: {
      title: `Update Test ${String(index)}`,
      author: "Ivy Importer",
      description: `The book numbered ${String(index)}.`,
      category: "fiction",
      oldPrice: "20",
      newPrice: "15",
      stock: "10",
      isbn: ISBNS[index] ?? "",
      ...changes,
    },
  };
}

/** The books as stored, each with its shards. */
async function snapshot(ids: readonly string[]) {
  return Promise.all(
    ids.map(async (id) => ({
      book: (await books.doc(id).get()).data(),
      shards: await stockShardsOf(adminDb, id),
    })),
  );
}

async function stored(id: string) {
  const book = (await books.doc(id).get()).data();
  if (!book) throw new Error(`book ${id} is missing`);
  return book;
}

async function createByHand(fields: Record<string, unknown>): Promise<string> {
  const answer = await api<Book>("/api/books/create-book", {
    method: "POST",
    token: adminToken,
    json: { description: "Added by hand.", category: "business", ...fields },
  });
  expect(answer.status).toBe(201);
  handAdded.push(answer.body._id);
  return answer.body._id;
}

beforeAll(async () => {
  adminToken = await adminIdToken();
  customers = await Promise.all(
    Array.from({ length: RACING_ORDERS + 1 }, (_, index) =>
      signUpCustomer(uniqueEmail(`import-update-${String(index)}`)),
    ),
  );
  await deleteImportedBooks(ISBNS.map((_, index) => idOf(index)));
});

afterAll(async () => {
  await deleteImportedBooks([...ISBNS.map((_, index) => idOf(index)), ...handAdded]);
});

describe("an import of books the catalogue holds", () => {
  const ids = [idOf(0), idOf(1), idOf(2)];

  it("lists each change in a dry run, writes them, and changes nothing when applied again", async () => {
    const first = await importInChunks(adminToken, [row(2, 0), row(3, 1), row(4, 2)]);
    expect(first).toEqual({ ...emptyReport(false, []), added: 3 });
    const buyer = customers[RACING_ORDERS];
    if (!buyer) throw new Error("the buyer is missing");
    expect((await attemptOrder(buyer.idToken, [idOf(1)])).status).toBe(201);
    await stockRollUpsSettled(adminDb, [idOf(1)]);

    const file = [
      row(2, 0, { newPrice: "12.5" }),
      row(3, 1, { stock: "25" }),
      row(4, 2, { oldPrice: "15", description: "Rewritten.", category: "technology" }),
    ];
    const changes = [
      {
        line: 2,
        bookId: idOf(0),
        title: "Update Test 0",
        fields: [{ field: "newPrice", from: "15.00", to: "12.50" }],
      },
      {
        line: 3,
        bookId: idOf(1),
        title: "Update Test 1",
        fields: [{ field: "stock", from: "9", to: "25" }],
      },
      {
        line: 4,
        bookId: idOf(2),
        title: "Update Test 2",
        fields: [
          { field: "oldPrice", from: "20.00", to: "15.00" },
          { field: "description", from: "The book numbered 2.", to: "Rewritten." },
          { field: "category", from: "fiction", to: "technology" },
        ],
      },
    ];
    const before = await snapshot(ids);
    const checked = await importInChunks(adminToken, file, true);
    expect(checked).toEqual({ ...emptyReport(true, []), updated: 3, changes });
    expect(await snapshot(ids)).toEqual(before);

    const applied = await importInChunks(adminToken, file);
    expect(applied).toEqual({ ...emptyReport(false, []), updated: 3, changes });
    expect(await stored(idOf(0))).toMatchObject({ newPrice: 12.5, oldPrice: 20, onSale: true });
    expect(await stored(idOf(1))).toMatchObject({ stock: 25, sold: 1, newPrice: 15 });
    expect(await shardTotals(adminDb, idOf(1))).toEqual({ stock: 25, sold: 1 });
    expect(await stored(idOf(2))).toMatchObject({
      oldPrice: 15,
      onSale: false,
      description: "Rewritten.",
      category: "technology",
      title: "Update Test 2",
    });

    const after = await snapshot(ids);
    const again = await importInChunks(adminToken, file);
    expect(again).toEqual({ ...emptyReport(false, []), unchanged: 3 });
    expect(await snapshot(ids)).toEqual(after);
  });

  it("leaves stock alone in a price-only import, and for a row whose stock is empty", async () => {
    const keepStock = true;
    const priced = await importInChunks(
      adminToken,
      [row(2, 0, { newPrice: "11", stock: "99" }), row(3, 1, { stock: "25" })],
      false,
      keepStock,
    );
    expect(priced).toMatchObject({ updated: 1, unchanged: 1, problems: [] });
    expect(priced.changes.map((change) => change.fields)).toEqual([
      [{ field: "newPrice", from: "12.50", to: "11.00" }],
    ]);
    expect(await stored(idOf(0))).toMatchObject({ newPrice: 11, stock: 10 });

    const emptyStock = await importInChunks(adminToken, [row(2, 0, { newPrice: "11", stock: "" })]);
    expect(emptyStock).toEqual({ ...emptyReport(false, []), unchanged: 1 });
    expect(await shardTotals(adminDb, idOf(0))).toEqual({ stock: 10, sold: 0 });
  });

  it("finds a book added by hand by its ISBN, or by the id an export wrote", async () => {
    const withIsbn = await createByHand({
      title: "Hand Made With Isbn",
      oldPrice: 9,
      newPrice: 9,
      stock: 3,
      isbn: ISBNS[3],
    });
    const withoutIsbn = await createByHand({
      title: "Hand Made Without Isbn",
      oldPrice: 5,
      newPrice: 5,
      stock: 1,
    });
    const count = async () => (await books.count().get()).data().count;
    const before = await count();
    const handRow = (line: number, title: string, fields: Record<string, ImportCell>) => ({
      line,
      fields: {
        title,
        description: "Added by hand.",
        category: "business",
        oldPrice: "9",
        newPrice: "9",
        ...fields,
      },
    });
    const report = await importInChunks(adminToken, [
      handRow(2, "A Supplier's Own Title", { isbn: ISBNS[3] ?? "", newPrice: "7" }),
      handRow(3, "Hand Made Without Isbn", { id: withoutIsbn, oldPrice: "5", stock: "6" }),
      handRow(4, "Not Yet Stocked", { id: "noSuchBook", isbn: ISBNS[4] ?? "" }),
    ]);
    expect(report).toMatchObject({ added: 1, updated: 2, unchanged: 0, problems: [] });
    expect(report.changes).toEqual([
      {
        line: 2,
        bookId: withIsbn,
        title: "Hand Made With Isbn",
        fields: [{ field: "newPrice", from: "9.00", to: "7.00" }],
      },
      {
        line: 3,
        bookId: withoutIsbn,
        title: "Hand Made Without Isbn",
        fields: [
          { field: "newPrice", from: "5.00", to: "9.00" },
          { field: "stock", from: "1", to: "6" },
        ],
      },
    ]);
    expect(await count()).toBe(before + 1);
    expect((await books.doc(idOf(4)).get()).get("title")).toBe("Not Yet Stocked");
    expect(await stored(withIsbn)).toMatchObject({ title: "Hand Made With Isbn", newPrice: 7 });
  });

  it(
    "sets the stock while orders take copies of the book, losing no sale",
    { timeout: RACE_TIMEOUT_MS },
    async () => {
      const racing = row(2, 5, { stock: "30" });
      expect((await postImport(adminToken, [racing])).body).toMatchObject({ added: 1 });
      const update = row(2, 5, { stock: "100", newPrice: "14" });
      // One worker each, started before: the orders and the import then reach the API at once.
      await warmUpApi(RACING_ORDERS + 1);
      const [orders, report] = await Promise.all([
        Promise.all(
          customers
            .slice(0, RACING_ORDERS)
            .map((customer) => attemptOrder(customer.idToken, [idOf(5)])),
        ),
        postImport(adminToken, [update]),
      ]);
      expect(orders.map((order) => order.status)).toEqual(Array<number>(RACING_ORDERS).fill(201));
      expect(report.body).toMatchObject({ updated: 1, problems: [] });
      await stockRollUpsSettled(adminDb, [idOf(5)]);
      const totals = await shardTotals(adminDb, idOf(5));
      // Every order's copy is counted once: orders before the new stock took from the old copies,
      // orders after it from the new ones.
      expect(totals.sold).toBe(RACING_ORDERS);
      expect(totals.stock).toBeGreaterThanOrEqual(100 - RACING_ORDERS);
      expect(totals.stock).toBeLessThanOrEqual(100);
      expect(await stored(idOf(5))).toMatchObject({ ...totals, newPrice: 14 });
    },
  );
});
