import { describe, expect, it } from "vitest";

import { categoryScore, failedAudits } from "./lighthouse-scores.mjs";

/**
 * Lighthouse 13's SEO weights on an empty cart: with no images and one language, image-alt and
 * hreflang are not applicable (weight 0).
 */
const seo = {
  score: 0.63,
  auditRefs: [
    { id: "is-crawlable", weight: 4.043478260869565 },
    { id: "document-title", weight: 1 },
    { id: "meta-description", weight: 1 },
    { id: "http-status-code", weight: 1 },
    { id: "link-text", weight: 1 },
    { id: "crawlable-anchors", weight: 1 },
    { id: "robots-txt", weight: 1 },
    { id: "image-alt", weight: 0 },
    { id: "hreflang", weight: 0 },
    { id: "canonical", weight: 1 },
    { id: "structured-data", weight: 0 },
  ],
};
const audits = Object.fromEntries(seo.auditRefs.map((ref) => [ref.id, { score: 1 }]));
const noindex = {
  categories: { seo },
  audits: { ...audits, "is-crawlable": { score: 0 }, "image-alt": { score: null } },
};

describe("categoryScore", () => {
  it("gives Lighthouse's own score", () => {
    expect(categoryScore(noindex, "seo")).toBe(63);
  });

  it("leaves out the audits asked", () => {
    expect(categoryScore(noindex, "seo", ["is-crawlable"])).toBe(100);
  });

  it("counts a failed audit by its weight", () => {
    const result = { ...noindex, audits: { ...noindex.audits, "link-text": { score: 0 } } };
    expect(categoryScore(result, "seo", ["is-crawlable"])).toBe(86);
  });

  it("is NaN for a category the result lacks", () => {
    expect(categoryScore(noindex, "accessibility")).toBeNaN();
  });
});

describe("failedAudits", () => {
  it("names the weighted audits that did not pass", () => {
    expect(failedAudits(noindex, "seo")).toEqual(["is-crawlable"]);
  });
});
