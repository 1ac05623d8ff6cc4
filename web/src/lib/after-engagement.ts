/** What a shopper does that shows they are using the page, not only watching it load. */
const INPUT_EVENTS = ["pointerdown", "pointermove", "keydown", "wheel", "touchstart"] as const;

let engaged = false;
const waiting = new Set<() => void>();

/**
 * The browser itself sends a pointer move when the page changes under a resting pointer (to keep
 * hover states right), with no movement: that is the page changing, not the shopper.
 */
function pointerStayed(event: Event): boolean {
  return (
    event.type === "pointermove" &&
    "movementX" in event &&
    "movementY" in event &&
    event.movementX === 0 &&
    event.movementY === 0
  );
}

function onInput(event: Event): void {
  if (!pointerStayed(event)) onEngaged();
}

function onEngaged(): void {
  engaged = true;
  for (const event of INPUT_EVENTS) window.removeEventListener(event, onInput, true);
  window.removeEventListener("scroll", onEngaged);
  document.removeEventListener("visibilitychange", onVisible);
  const callbacks = [...waiting];
  waiting.clear();
  for (const callback of callbacks) callback();
}

/** Coming back to the tab is engagement too: the shopper is looking at the page again. */
function onVisible(): void {
  if (document.visibilityState === "visible") onEngaged();
}

let listening = false;

/**
 * Starts watching for the shopper's first input; the app calls it as it starts, so an input made
 * before any screen waits for one is not missed. Calling it again does nothing.
 */
export function watchForEngagement(): void {
  if (listening) return;
  listening = true;
  // Captured: a widget that stops an event's propagation still lets the page see the shopper.
  for (const event of INPUT_EVENTS) {
    window.addEventListener(event, onInput, { capture: true, passive: true });
  }
  // Not captured: only the page's own scroll, not a carousel the app scrolls into place.
  window.addEventListener("scroll", onEngaged, { passive: true });
  document.addEventListener("visibilitychange", onVisible);
}

/**
 * Runs `callback` once the shopper engages with the page (moves the pointer, touches, scrolls,
 * types, or comes back to the tab), at once if they already have; returns a function that
 * cancels it. Work that only keeps a loaded screen up to date (Firestore's SDK and its listeners)
 * waits for it: a page that has just loaded spends its main thread on what the shopper sees, and
 * a page nobody touches keeps the answer it loaded with.
 */
export function afterEngagement(callback: () => void): () => void {
  if (engaged) {
    callback();
    return () => undefined;
  }
  watchForEngagement();
  const once = () => {
    callback();
  };
  waiting.add(once);
  return () => {
    waiting.delete(once);
  };
}
