import { describe, expect, it } from "vitest";

import {
  OPEN_LIBRARY_RESULT_LIMIT,
  openLibraryCoverUrl,
  openLibrarySearchUrl,
  openLibraryWorkUrl,
} from "./open-library-urls";

describe("openLibrarySearchUrl", () => {
  it("searches search.json by title with spaces as '+'", () => {
    const url = openLibrarySearchUrl("https://openlibrary.org", "data Engineering");
    expect(url.startsWith("https://openlibrary.org/search.json?title=data+Engineering&")).toBe(
      true,
    );
  });

  it("asks for a bounded answer with only the fields the page maps", () => {
    const params = new URL(openLibrarySearchUrl("https://openlibrary.org", "x")).searchParams;
    expect(params.get("limit")).toBe(String(OPEN_LIBRARY_RESULT_LIMIT));
    expect(params.get("fields")?.split(",")).toEqual([
      "key",
      "title",
      "author_name",
      "cover_i",
      "edition_count",
      "first_publish_year",
      "public_scan_b",
      "language",
      "number_of_pages_median",
    ]);
  });

  it("encodes characters that would change the query", () => {
    const url = openLibrarySearchUrl("https://openlibrary.org", "C++ & you?");
    expect(new URL(url).searchParams.get("title")).toBe("C++ & you?");
    expect(url).toContain("title=C%2B%2B+%26+you%3F&");
  });

  it("accepts a base URL with a trailing slash", () => {
    expect(openLibrarySearchUrl("https://ol.example/", "a")).toMatch(
      /^https:\/\/ol\.example\/search\.json\?/,
    );
  });
});

describe("openLibraryCoverUrl", () => {
  it("asks for the medium cover of the id", () => {
    expect(openLibraryCoverUrl("https://covers.openlibrary.org", 12_802_393)).toBe(
      "https://covers.openlibrary.org/b/id/12802393-M.jpg",
    );
  });
});

describe("openLibraryWorkUrl", () => {
  it("appends the work key to the catalogue site", () => {
    expect(openLibraryWorkUrl("https://openlibrary.org/", "/works/OL123W")).toBe(
      "https://openlibrary.org/works/OL123W",
    );
  });
});
