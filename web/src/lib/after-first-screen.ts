import { afterNextPaint } from "./after-next-paint";

/** The longest deferred work waits for the first screen's data and images: a stall never holds it. */
const IMAGE_WAIT_LIMIT_MS = 3000;
/** How long it waits for the browser to report the covers' paint once they have loaded. */
const PAINT_REPORT_LIMIT_MS = 500;

/**
 * Marks the placeholder of a screen's main content while its data is on the way: until it is
 * replaced there are no priority covers to wait for, yet the screen is not on show.
 */
export const FIRST_SCREEN_PENDING = "data-first-screen-pending";

function firstScreenPending(): boolean {
  return document.querySelector(`[${FIRST_SCREEN_PENDING}]`) !== null;
}

/** The images a screen asks for first: the covers that make its largest paint. */
function priorityImages(): HTMLImageElement[] {
  return [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
}

function loadedOrLimit(images: readonly HTMLImageElement[]): Promise<unknown> {
  return Promise.race([
    Promise.all(images.map((image) => image.decode().catch(() => undefined))),
    new Promise((resolve) => window.setTimeout(resolve, IMAGE_WAIT_LIMIT_MS)),
  ]);
}

/**
 * Resolves once the browser reports the largest paint of one of `images`, or any largest paint
 * after `since`: the images are on screen. Without such reports, after the next paint.
 */
function paintedOrLimit(images: readonly HTMLImageElement[], since: number): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes.includes("largest-contentful-paint")) {
    return new Promise((resolve) => afterNextPaint(resolve));
  }
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      const painted = list.getEntries().some((entry) => {
        const { element } = entry as LargestContentfulPaint;
        return entry.startTime >= since || images.some((image) => image === element);
      });
      if (painted) done();
    });
    const timer = window.setTimeout(done, PAINT_REPORT_LIMIT_MS);
    observer.observe({ type: "largest-contentful-paint", buffered: true });
  });
}

/**
 * Runs `callback` once the screen the browser has just committed is on show: painted, its main
 * content's data in (no FIRST_SCREEN_PENDING placeholder left), and its priority images loaded
 * and painted too. Returns a function that cancels it. Work that can
 * wait (Firestore's SDK, the sections further down) starts then, so on a slow connection it never
 * takes bandwidth or main-thread time from the covers the shopper is waiting to see.
 */
export function afterFirstScreen(callback: () => void): () => void {
  let cancelled = false;
  const run = () => {
    if (!cancelled) callback();
  };
  const giveUpAt = performance.now() + IMAGE_WAIT_LIMIT_MS;
  const whenPainted = () => {
    if (firstScreenPending() && performance.now() < giveUpAt) {
      cancelPaint = afterNextPaint(whenPainted);
      return;
    }
    const images = priorityImages();
    if (images.length === 0) {
      run();
      return;
    }
    // A loaded image may still be a frame away from the screen: its paint is awaited too.
    void loadedOrLimit(images)
      .then(() => paintedOrLimit(images, performance.now()))
      .then(() => window.setTimeout(run, 0));
  };
  let cancelPaint = afterNextPaint(whenPainted);
  return () => {
    cancelled = true;
    cancelPaint();
  };
}
