import fs from "node:fs";

import { describe, expect, it } from "vitest";

import { storageRulesAllow, type StorageOperation } from "../support/storage-rules.ts";

/**
 * storage.rules' intent: covers are publicly readable, and no client writes anything. The Storage
 * emulator cannot run offline (firebase-tools downloads it on first use), so the file is evaluated
 * by tests/support/storage-rules.ts, which accepts only literal conditions: no rule can depend on
 * who asks, so each answer below holds for anonymous visitors, customers and admins alike.
 */
const RULES = fs.readFileSync(new URL("../../storage.rules", import.meta.url), "utf8");
const READS: StorageOperation[] = ["get", "list"];
const WRITES: StorageOperation[] = ["create", "update", "delete"];

describe("storage.rules", () => {
  it.each(READS)("anyone may %s a cover", (operation) => {
    expect(storageRulesAllow(RULES, "covers/4f9a0c.webp", operation)).toBe(true);
  });

  it.each(WRITES)("no client may %s a cover", (operation) => {
    expect(storageRulesAllow(RULES, "covers/4f9a0c.webp", operation)).toBe(false);
  });

  const elsewhere = ["covers/nested/4f9a0c.webp", "uploads/cover.png", "cover.png", "orders/1"];
  for (const objectPath of elsewhere) {
    it.each([...READS, ...WRITES])(`no client may %s ${objectPath}`, (operation) => {
      expect(storageRulesAllow(RULES, objectPath, operation)).toBe(false);
    });
  }

  it("refuses to judge rules it cannot evaluate, rather than answer wrongly", () => {
    const withCondition = RULES.replace(
      "allow read: if true;",
      "allow read: if request.auth != null;",
    );
    expect(() => storageRulesAllow(withCondition, "covers/a.webp", "get")).toThrow(
      /cannot evaluate/,
    );
    const opened = RULES.replace("allow read, write: if false;", "allow read, write: if true;");
    expect(storageRulesAllow(opened, "uploads/cover.png", "create")).toBe(true);
  });
});
