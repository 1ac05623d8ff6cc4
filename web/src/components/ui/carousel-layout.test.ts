import { describe, expect, it } from "vitest";

import { MAX_SLIDES_PER_VIEW, slidesPerViewAt } from "./carousel-layout";

describe("slidesPerViewAt", () => {
  it("is one slide on a phone, two from 768 px, three from 1180 px", () => {
    expect([360, 767, 768, 1179, 1180, 1920].map(slidesPerViewAt)).toEqual([1, 1, 2, 2, 3, 3]);
    expect(slidesPerViewAt(4000)).toBe(MAX_SLIDES_PER_VIEW);
  });
});
