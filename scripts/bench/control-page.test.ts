import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { CONTROL_HTML, CONTROL_PATH, writeControlPage } from "./control-page.mjs";

describe("the Lighthouse control page", () => {
  it("loads nothing beyond its own document", () => {
    for (const tag of ["<script", "<link", "<style", "<img", "<iframe", "style="]) {
      expect(CONTROL_HTML).not.toContain(tag);
    }
    expect(CONTROL_HTML).toContain("<h1>");
  });

  it("is written where Hosting serves its clean address", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "control-"));
    writeControlPage(dir);
    expect(fs.readFileSync(path.join(dir, `${CONTROL_PATH.slice(1)}.html`), "utf8")).toBe(
      CONTROL_HTML,
    );
  });
});
