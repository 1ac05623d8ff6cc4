import { useEffect, useState } from "react";

/**
 * False on the first render, true once the browser has painted what it committed. Work that can
 * wait (a data chunk, the SDK) starts after the page's first paint instead of delaying it.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let task = 0;
    // A frame's callbacks run before the frame paints; a task queued from one runs after it.
    const frame = requestAnimationFrame(() => {
      task = window.setTimeout(() => {
        setPainted(true);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(task);
    };
  }, []);
  return painted;
}
