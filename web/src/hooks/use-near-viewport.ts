import { startTransition, useEffect, useRef, useState, type RefObject } from "react";

import { afterEngagement } from "@/lib/after-engagement";

/** How far below (or above) the screen a section starts loading once the shopper is using the page. */
const LOAD_AHEAD = "300px 0px";

/** Whether an observed element is on the screen itself, not only within LOAD_AHEAD of it. */
function onScreen(entry: IntersectionObserverEntry): boolean {
  const { top, bottom } = entry.boundingClientRect;
  return top < window.innerHeight && bottom > 0;
}

/**
 * Whether the element has come near the screen; it stays true once it has. Sections below the
 * fold wait for it, so a visit that never scrolls to them neither reads their books nor spends
 * the main thread rendering them. While the page loads and nobody has touched it, only a section
 * on the screen counts; from the shopper's first input (see after-engagement.ts), one within
 * LOAD_AHEAD does, so it is ready by the time a scroll brings it in.
 */
export function useNearViewport<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    let cancelWait: (() => void) | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.find((each) => each.isIntersecting);
        cancelWait?.();
        cancelWait = undefined;
        if (!entry) return;
        // The section renders as a transition, in slices between the browser's own tasks.
        const come = () => {
          startTransition(() => {
            setNear(true);
          });
        };
        if (onScreen(entry)) come();
        else cancelWait = afterEngagement(come);
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelWait?.();
    };
  }, [near]);

  return [ref, near];
}
