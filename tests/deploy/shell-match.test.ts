import { describe, expect, it } from "vitest";

import { shellProblems } from "../../scripts/lib/deploy-preflight.mjs";

/** The deploy's refusal of a functions' upload whose shell is not the Hosting build's. */
describe("the shell in the functions' upload", () => {
  const shell = '<title>Book Store</title><script src="/assets/index-AAAA.js"></script>';

  it("passes when it is Hosting's, byte for byte", () => {
    expect(shellProblems(shell, shell)).toEqual([]);
  });

  it("is refused when it names other assets than Hosting's", () => {
    const [problem, ...rest] = shellProblems(shell.replace("AAAA", "BBBB"), shell);
    expect(rest).toEqual([]);
    expect(problem).toMatch(/functions\/lib\/site\/shell\.html differs/);
    expect(problem).toContain("npm run deploy");
  });

  it("is refused when missing, and so is Hosting's", () => {
    expect(shellProblems(null, shell)[0]).toMatch(/functions\/lib\/site\/shell\.html is missing/);
    expect(shellProblems(shell, null)[0]).toMatch(/dist-production\/shell\.html is missing/);
  });
});
