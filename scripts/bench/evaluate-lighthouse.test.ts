import { describe, expect, it } from "vitest";

import { evaluateLighthouse } from "./evaluate-lighthouse.mjs";
import { passingRun as good } from "./passing-run.test-support.ts";

/** A page that says noindex: Lighthouse's SEO score falls to 63 through is-crawlable alone. */
const noindex = { ...good, seo: 63, crawlable: false };

function page(name: string, runs: (typeof good)[], medians = { cls: 0.01, tbtMs: 40 }) {
  return { page: name, returning: { runs, ...medians } };
}
const five = (run: typeof good) => [run, run, run, run, run];

describe("evaluateLighthouse", () => {
  it("passes a page whose every returning visit meets the scores", () => {
    const [row] = evaluateLighthouse([page("/", five(good))]);
    expect(row?.result).toBe("PASS");
    expect(row?.value).toBe("5 runs: perf 98, SEO 100, BP 100, LCP 2100 ms; CLS 0.010, TBT 40 ms");
  });

  it("fails a page when one run misses a score, whatever the median", () => {
    const runs = (miss: Partial<typeof good>) => [...five(good).slice(0, 4), { ...good, ...miss }];
    const rows = evaluateLighthouse([
      page("/", runs({ score: 96 })),
      page("/books", runs({ seo: 99 })),
      page("/categories", runs({ bestPractices: 94 })),
      page("/search", runs({ lcpMs: 2510 })),
    ]);
    expect(rows.map((row) => row.result)).toEqual(["FAIL", "FAIL", "FAIL", "FAIL"]);
    expect(rows[0]?.value).toContain("perf 96-98");
    expect(rows[3]?.value).toContain("LCP 2100-2510 ms");
  });

  it("holds the medians of CLS and TBT to their budgets", () => {
    const rows = evaluateLighthouse([
      page("/", five(good), { cls: 0.05, tbtMs: 10 }),
      page("/books", five(good), { cls: 0, tbtMs: 100 }),
    ]);
    expect(rows.map((row) => row.result)).toEqual(["FAIL", "FAIL"]);
  });

  it("scores a noindex page's SEO without is-crawlable, and needs it to stay noindex", () => {
    const rows = evaluateLighthouse([
      page("/cart", five(noindex)),
      page("/search?q=…", five({ ...noindex, crawlable: true, seo: 100 })),
      page("/", five(noindex)),
      page("/search", five(good)),
    ]);
    expect(rows.map((row) => row.result)).toEqual(["PASS", "FAIL", "FAIL", "PASS"]);
    expect(rows[0]?.budget).toContain("SEO = 100 without is-crawlable");
    expect(rows[0]?.value).toContain("SEO 100 (63 with is-crawlable; noindex in 5/5)");
  });

  it("fails a page with fewer runs than planned or an error", () => {
    const rows = evaluateLighthouse([
      page("/", five(good).slice(0, 4)),
      { ...page("/books", five(good)), error: "PAGE_HUNG" },
    ]);
    expect(rows.map((row) => row.result)).toEqual(["FAIL", "FAIL"]);
  });

  it("says NOT RUN when Lighthouse did not run", () => {
    expect(evaluateLighthouse(null).map((row) => row.result)).toEqual(["NOT RUN"]);
  });
});
