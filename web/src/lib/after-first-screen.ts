import { afterNextPaint } from "./after-next-paint";

/** The longest deferred work waits for the first screen: a stalled request never holds it. */
const WAIT_LIMIT_MS = 3000;

/**
 * Marks the placeholder of a screen's main content while its data is on the way: until it is
 * replaced there are no priority covers to wait for, yet the screen is not on show.
 */
export const FIRST_SCREEN_PENDING = "data-first-screen-pending";

/** The covers that make a screen's largest paint: the images it asks for first. */
function priorityCovers(): HTMLImageElement[] {
  return [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
}

/**
 * Runs `callback` once the screen the browser has just committed is on show: its main content's
 * data in (no FIRST_SCREEN_PENDING placeholder left), its priority covers decoded and the frame
 * that shows them painted; at the latest WAIT_LIMIT_MS after the call. Returns a function that
 * cancels it. Work that can wait (Firestore's SDK, the sections further down) starts then: a
 * request started before the largest paint shares the connection with the covers, and
 * Lighthouse counts it in that paint's time.
 */
export function afterFirstScreen(callback: () => void): () => void {
  let settled = false;
  let cancelPaint: () => void = () => undefined;
  const limit = window.setTimeout(() => {
    run();
  }, WAIT_LIMIT_MS);
  const stop = () => {
    settled = true;
    window.clearTimeout(limit);
    cancelPaint();
  };
  function run() {
    if (settled) return;
    stop();
    callback();
  }
  function whenPainted() {
    if (document.querySelector(`[${FIRST_SCREEN_PENDING}]`) !== null) {
      cancelPaint = afterNextPaint(whenPainted);
      return;
    }
    const covers = priorityCovers();
    if (covers.length === 0) {
      run();
      return;
    }
    // A decoded cover is still a frame away from the screen: that frame's paint is awaited too.
    void Promise.all(covers.map((cover) => cover.decode().catch(() => undefined))).then(() => {
      if (!settled) cancelPaint = afterNextPaint(run);
    });
  }
  cancelPaint = afterNextPaint(whenPainted);
  return stop;
}
