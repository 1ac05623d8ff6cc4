// @ts-check
/* global document, innerHeight, requestAnimationFrame, scrollTo */
/** @typedef {import("@playwright/test").Page} Page */

/**
 * Scrolls to the bottom half a screen at a time, as a reader would, so every section that loads
 * when it nears the screen (the carousels below the fold) has loaded or started loading. Shared
 * by the browser tests and the bench.
 * @param {Page} page
 */
export async function scrollThroughPage(page) {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let top = 0; top < document.documentElement.scrollHeight; top += innerHeight / 2) {
      scrollTo(0, top);
      await nextFrame();
      await nextFrame();
    }
  });
}
