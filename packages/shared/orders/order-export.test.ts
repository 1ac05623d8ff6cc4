import { describe, expect, it } from "vitest";

import { ORDER_EXPORT_COLUMNS, orderExportFileName, orderExportRows } from "./order-export.ts";
import { anonymisedOrderFields, NO_ADDRESS } from "./order.ts";

const at = (iso: string) => ({ toDate: () => new Date(iso) });

const order = {
  name: '=HYPERLINK("http://evil.example")',
  email: "ada@example.com",
  phone: "+1 (541) 555-0100",
  address: {
    street: "1 Main St",
    city: "Springfield",
    state: "Oregon",
    zipcode: "97477",
    country: "United States",
  },
  items: [
    { bookId: "book-a", title: "Alpha", unitPriceCents: 1250 },
    { bookId: "book-b", title: "-Beta", unitPriceCents: 725 },
  ],
  totalCents: 1975,
  status: "shipped" as const,
  createdAt: at("2026-03-04T05:06:07.000Z"),
};

const NEUTRALISED_NAME = `'${order.name}`;

describe("orderExportRows", () => {
  it("writes one row per order in the columns' order, formula cells neutralised", () => {
    expect(orderExportRows("o1", order, "order")).toEqual([
      [
        "o1",
        "2026-03-04T05:06:07.000Z",
        "shipped",
        '\'=HYPERLINK("http://evil.example")',
        "ada@example.com",
        "'+1 (541) 555-0100",
        "1 Main St",
        "Springfield",
        "Oregon",
        "97477",
        "United States",
        "",
        "2",
        "19.75",
      ],
    ]);
    expect(ORDER_EXPORT_COLUMNS.order).toHaveLength(14);
  });

  it("names an order to collect's point under Collection point, its address cells empty", () => {
    const toCollect = {
      ...order,
      address: NO_ADDRESS,
      collection: {
        pointId: "point-1",
        name: "@Main Street Shop",
        address: "12 High Street, Springfield",
        hours: "Mon–Sat 9:00–18:00",
      },
    };
    const [row] = orderExportRows("o3", toCollect, "order");
    const cell = (column: string) => row?.[ORDER_EXPORT_COLUMNS.order.indexOf(column)];
    expect(cell("Collection point")).toBe("'@Main Street Shop");
    for (const column of ["Street", "City", "State", "Zip code", "Country"]) {
      expect(cell(column)).toBe("");
    }
    expect(row?.slice(-2)).toEqual(["2", "19.75"]);
    expect(row).toHaveLength(ORDER_EXPORT_COLUMNS.order.length);
  });

  it("writes one row per book with per=line", () => {
    const rows = orderExportRows("o1", order, "line");
    expect(rows).toEqual([
      ["o1", "2026-03-04T05:06:07.000Z", "shipped", NEUTRALISED_NAME, "book-a", "Alpha", "12.50"],
      ["o1", "2026-03-04T05:06:07.000Z", "shipped", NEUTRALISED_NAME, "book-b", "'-Beta", "7.25"],
    ]);
    for (const row of rows) expect(row).toHaveLength(ORDER_EXPORT_COLUMNS.line.length);
  });

  it("leaves an order without a street and an anonymised order's customer cells empty", () => {
    const anonymised = { ...order, ...anonymisedOrderFields(at("2026-04-01T00:00:00Z")) };
    const [row] = orderExportRows("o2", anonymised, "order");
    expect(row?.slice(3, 12)).toEqual(["", "", "", "", "", "", "", "", ""]);
    expect(row?.at(-1)).toBe("19.75");
  });
});

describe("orderExportFileName", () => {
  it("names what the file holds", () => {
    expect(orderExportFileName({ per: "order" })).toBe("orders.csv");
    expect(
      orderExportFileName({ from: "2026-01-01", to: "2026-03-31", status: "shipped", per: "line" }),
    ).toBe("orders-shipped-from-2026-01-01-to-2026-03-31-lines.csv");
  });
});
