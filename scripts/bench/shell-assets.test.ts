import { describe, expect, it } from "vitest";

import { attributes, shellAssetsIn } from "./shell-assets.mjs";

describe("attributes", () => {
  it("reads quoted, unquoted and bare attributes", () => {
    expect(
      Object.fromEntries(attributes(`<script type=module crossorigin src='/a.js' data-x="1 2">`)),
    ).toEqual({ type: "module", crossorigin: "", src: "/a.js", "data-x": "1 2" });
  });
});

describe("shellAssetsIn", () => {
  it("finds the shell's scripts, module preloads and stylesheets, once each", () => {
    const html = `<!doctype html><html><head>
      <link rel="icon" href="data:image/svg+xml,%3Csvg%3E">
      <!-- <script src="/assets/commented.js"></script> -->
      <script type="application/ld+json">{"@type":"Book"}</script>
      <script type="module" src="/assets/early.js"></script>
      <script type="module" crossorigin src="/assets/index-abc.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-def.js">
      <link rel="modulepreload" href="/assets/vendor-def.js">
      <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
      <link rel="preconnect" href="https://example.com">
      <script src="https://cdn.example.com/x.js"></script>
    </head><body><div id="root"></div></body></html>`;
    expect(shellAssetsIn(html)).toEqual({
      js: ["assets/early.js", "assets/index-abc.js", "assets/vendor-def.js"],
      css: ["assets/index-ghi.css"],
    });
  });

  it("finds nothing in a shell without assets", () => {
    expect(shellAssetsIn("<html><head><title>x</title></head></html>")).toEqual({
      js: [],
      css: [],
    });
  });
});
