import { SCRIPT, type HostileCase } from "./fixtures.ts";

/**
 * Odd page addresses: each names no page, so the pages router answers its 404 shell (or Hosting
 * refuses the address first), never a 5xx and never a page of another book.
 */
export function pagePaths(): HostileCase[] {
  const endpoint = "GET page addresses";
  const page = (name: string, path: string, status: number | readonly number[] = 404) => ({
    endpoint,
    name,
    method: "GET",
    path,
    status,
    answeredBy: "pages" as const,
  });
  return [
    page("a book id of 2,000 characters", `/books/${"a".repeat(2_000)}`),
    page("a book id with a percent-encoded slash", "/books/a%2Fb"),
    page("a book path with a second segment", "/books/x/y"),
    // The Functions emulator's own router decodes %2F and then finds no function path, and it
    // refuses a broken percent-encoding before the app runs (the Hosting emulator answers that
    // one 500 itself, so it goes to the function's own URL). packages/shared/
    // site-routes.test.ts shows the app's own answer to both.
    {
      ...page("a book id that climbs out with ..%2F", "/books/..%2F..%2Fetc%2Fpasswd"),
      answeredBy: "runtime" as const,
    },
    {
      ...page("a broken percent-encoding", "/books/%E0%A4%A"),
      direct: true,
      status: 400,
      answeredBy: "runtime" as const,
    },
    page("a script as the book id", `/books/${encodeURIComponent(SCRIPT)}`),
    page("__proto__ as the book id", "/books/__proto__"),
    page("an order path with two more segments", "/orders/x/y"),
    page("an unknown page", "/no-such-page"),
    page("an unknown page under a shopper page", "/about/more"),
    { ...page("a .. in the path", "/books/../../etc/passwd"), status: [400, 404] },
  ].map((entry): HostileCase => entry);
}
