import { describe, expect, it } from "vitest";

import { evaluatePageFunction } from "./evaluate-page-function.mjs";

const warm = { p50Ms: 15, p99Ms: 60, requests: 240, unexpected: 0 };

describe("evaluatePageFunction", () => {
  it("passes at its limits", () => {
    const [row] = evaluatePageFunction({ ...warm, p50Ms: 100, p99Ms: 600 });
    expect(row?.result).toBe("PASS");
  });

  it("fails past either limit or on an answer that is not 200", () => {
    expect(evaluatePageFunction({ ...warm, p50Ms: 100.1 })[0]?.result).toBe("FAIL");
    expect(evaluatePageFunction({ ...warm, p99Ms: 600.1 })[0]?.result).toBe("FAIL");
    expect(evaluatePageFunction({ ...warm, unexpected: 1 })[0]?.result).toBe("FAIL");
  });

  it("says NOT RUN when it was not measured", () => {
    expect(evaluatePageFunction(null)[0]?.result).toBe("NOT RUN");
  });
});
