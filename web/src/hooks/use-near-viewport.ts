import { useEffect, useRef, useState, type RefObject } from "react";

/** How far below (or above) the screen a section starts loading. */
const LOAD_AHEAD = "300px 0px";

/**
 * Whether the element has come within LOAD_AHEAD of the screen; it stays true once it has.
 * Sections below the fold wait for it, so a visit that never scrolls to them neither reads their
 * books nor spends the main thread rendering them while the page loads.
 */
export function useNearViewport<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [near]);

  return [ref, near];
}
