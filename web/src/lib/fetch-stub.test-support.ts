import { afterEach, beforeEach, vi } from "vitest";

/**
 * A fetch double for the API client's tests, installed with a bare `window` before each test of
 * the file that calls it and removed after: the client runs as in a browser, with no network.
 */
export function stubbedFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal("window", {});
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  return fetchMock;
}
