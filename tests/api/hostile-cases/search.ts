import { SCRIPT, type HostileCase } from "./fixtures.ts";

function getCases(endpoint: string, path: string) {
  return (name: string, query: string, message: string | RegExp): HostileCase => ({
    endpoint: `GET ${endpoint}`,
    name,
    method: "GET",
    path: `${path}?${query}`,
    status: 400,
    message,
  });
}

/** GET /api/books/search: every parameter's bad forms get a 400 naming it. */
export function searchBooksCases(): HostileCase[] {
  const get = getCases("/api/books/search", "/api/books/search");
  return [
    get("no q", "", /^q: /),
    get("q= (empty)", "q=", /^q: /),
    get("q=%20%20 (spaces only)", "q=%20%20", /^q: /),
    get("q=!!! (punctuation only)", "q=%21%21%21", /^q: must have a letter or a digit/),
    get("a 2,000-character q", `q=${"a".repeat(2000)}`, /^q: /),
    get("q given twice", "q=money&q=data", /^q: /),
    get("q[a]=1 (an object)", "q[a]=1", /^q: /),
    get("page=0", "q=money&page=0", /^page: /),
    get("page=-1", "q=money&page=-1", /^page: /),
    get("page=1.5", "q=money&page=1.5", /^page: /),
    get("page=1e309 (Infinity)", "q=money&page=1e309", /^page: /),
    get("page=101 (past the last)", "q=money&page=101", /^page: /),
    get("page given twice", "q=money&page=1&page=2", /^page: /),
    get("pageSize=0", "q=money&pageSize=0", /^pageSize: /),
    get("pageSize=49 (over the maximum)", "q=money&pageSize=49", /^pageSize: /),
    get("category=poetry", "q=money&category=poetry", /^category: /),
    get("minPrice=-1", "q=money&minPrice=-1", /^minPrice: /),
    get("maxPrice=abc", "q=money&maxPrice=abc", /^maxPrice: /),
    get("minPrice above maxPrice", "q=money&minPrice=20&maxPrice=10", /^maxPrice: /),
    get("onSale=yes", "q=money&onSale=yes", /^onSale: /),
    get("an unknown parameter", "q=money&sort=price", /Unrecognized key/),
    get(
      "constructor[prototype][polluted]=1",
      "q=money&constructor[prototype][polluted]=1",
      /constructor/,
    ),
    get(
      "q=<script> with pageSize=abc",
      `q=${encodeURIComponent(SCRIPT)}&pageSize=abc`,
      /^pageSize: /,
    ),
  ];
}

/** GET /api/books/suggest. */
export function suggestBooksCases(): HostileCase[] {
  const get = getCases("/api/books/suggest", "/api/books/suggest");
  return [
    get("no q", "", /^q: /),
    get("q=!!! (punctuation only)", "q=%21%21%21", /^q: /),
    get("a 2,000-character q", `q=${"a".repeat(2000)}`, /^q: /),
    get("limit=0", "q=money&limit=0", /^limit: /),
    get("limit=11 (over the maximum)", "q=money&limit=11", /^limit: /),
    get("a search filter", "q=money&category=finance", /Unrecognized key/),
  ];
}
