import { useEffect, useLayoutEffect, useRef } from "react";
import { NavigationType, useLocation, useNavigationType } from "react-router-dom";

/** Where the tab keeps each history entry's scroll position across a reload. */
const STORAGE_KEY = "bookstore-scroll-positions";

function storedPositions(): Map<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "[]");
    if (Array.isArray(stored)) {
      return new Map(
        stored.filter(
          (entry): entry is [string, number] =>
            Array.isArray(entry) && typeof entry[0] === "string" && typeof entry[1] === "number",
        ),
      );
    }
  } catch {
    // A position list that does not parse is dropped: pages then open at the top.
  }
  return new Map();
}

/** How long a page returned to may take to grow tall enough for its old position. */
const RESTORE_WAIT_MS = 3000;

/** What a shopper does to scroll by themself, which ends the wait. */
const SCROLL_INPUTS = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/**
 * Scrolls to `top` now and again as the page grows, until the position is reached, the shopper
 * scrolls, or the wait is over: a screen returned to renders its list from its data, which may
 * arrive after the screen, and scrolling before then would stop short.
 */
function scrollWhenTallEnough(top: number): () => void {
  const reached = () => {
    window.scrollTo(0, top);
    return Math.abs(window.scrollY - top) < 1;
  };
  if (reached()) return () => undefined;
  const growth = new ResizeObserver(() => {
    if (reached()) stop();
  });
  const timer = window.setTimeout(stop, RESTORE_WAIT_MS);
  function stop() {
    growth.disconnect();
    window.clearTimeout(timer);
    for (const input of SCROLL_INPUTS) window.removeEventListener(input, stop);
  }
  growth.observe(document.body);
  for (const input of SCROLL_INPUTS) window.addEventListener(input, stop, { passive: true });
  return stop;
}

/**
 * A new page opens at the top (or at its #fragment); going back or forward returns to where that
 * page was left, also after a reload of the tab. The browser's own restoration is off: it would
 * scroll before the screen has rendered.
 */
export function ScrollRestoration() {
  const { key, hash } = useLocation();
  const action = useNavigationType();
  const positions = useRef<Map<string, number>>(null);
  positions.current ??= storedPositions();

  useEffect(() => {
    const saved = positions.current;
    window.history.scrollRestoration = "manual";
    const store = () => {
      if (saved) sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...saved]));
    };
    window.addEventListener("pagehide", store);
    return () => {
      window.removeEventListener("pagehide", store);
      window.history.scrollRestoration = "auto";
    };
  }, []);

  // A layout effect, so the entry being left stops recording before the next one's screen, which
  // may be shorter, moves the window.
  useLayoutEffect(() => {
    const record = () => positions.current?.set(key, window.scrollY);
    window.addEventListener("scroll", record, { passive: true });
    return () => {
      window.removeEventListener("scroll", record);
    };
  }, [key]);

  useLayoutEffect(() => {
    const saved = action === NavigationType.Pop ? positions.current?.get(key) : undefined;
    if (saved !== undefined) return scrollWhenTallEnough(saved);
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash, action]);

  return null;
}
