/**
 * Runs `callback` once the browser has painted the next frame, and returns a function that
 * cancels it. Work that can wait (a data chunk, the SDK) starts after what the page has just
 * committed is on screen instead of delaying it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let task = 0;
  // A frame's callbacks run before the frame paints; a task queued from one runs after it.
  const frame = requestAnimationFrame(() => {
    task = window.setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(task);
  };
}
