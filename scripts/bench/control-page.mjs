// @ts-check
/**
 * The Lighthouse control: a page with no script, no stylesheet and no image, written into the
 * bench's build and measured the way the shop's pages are, with no budget of its own. It does no
 * work of its own, so its scores are the floor this machine's browser and Lighthouse's simulated
 * phone give any page: a shop page's failing run is read against it (docs/benchmark.md).
 */
import fs from "node:fs";
import path from "node:path";

/** The control's address: Hosting serves `lighthouse-control.html` there (`cleanUrls`). */
export const CONTROL_PATH = "/lighthouse-control";
/** The name the report gives the control. */
export const CONTROL_PAGE = "control: a static page";

export const CONTROL_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="A page with no script, no stylesheet and no image." />
    <title>Lighthouse control</title>
  </head>
  <body>
    <h1>Lighthouse control</h1>
    <p>This page has no script, no stylesheet and no image. The bench measures it beside the shop's pages.</p>
  </body>
</html>
`;

/**
 * Writes the control into the bench's build, which the suite's Hosting emulator serves.
 * @param {string} distDir
 */
export function writeControlPage(distDir) {
  fs.writeFileSync(path.join(distDir, `${CONTROL_PATH.slice(1)}.html`), CONTROL_HTML);
}
