import { describe, expect, it } from "vitest";

import { ruleCoverage } from "./rule-coverage.ts";

const at = (line: number, column: number) => ({ line, column });

describe("ruleCoverage", () => {
  it("counts an expression with a value as evaluated, and a short-circuited or unreached one as not", () => {
    const coverage = ruleCoverage([
      {
        sourcePosition: at(3, 34),
        values: [{ value: { boolValue: false }, count: 1 }],
        children: [
          { sourcePosition: at(3, 34), values: [{ value: { nullValue: null }, count: 1 }] },
          { sourcePosition: at(3, 58), values: [{ value: {}, count: 1 }] },
        ],
      },
      { sourcePosition: at(4, 34), children: [{ sourcePosition: at(4, 40) }] },
    ]);
    expect(coverage).toEqual({
      expressions: 5,
      evaluated: 2,
      unevaluated: ["3:58", "4:34", "4:40"],
    });
  });
});
