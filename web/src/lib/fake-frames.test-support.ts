import { afterEach, beforeEach, vi } from "vitest";

/**
 * For the tests of code that waits for paints, in Node: fake timers, and animation frames as
 * 16 ms timers, so `vi.advanceTimersByTimeAsync` lets frames paint.
 */
export function withFakeFrames(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("window", globalThis);
    vi.stubGlobal("requestAnimationFrame", (callback: () => void) => setTimeout(callback, 16));
    vi.stubGlobal("cancelAnimationFrame", (frame: number) => {
      clearTimeout(frame);
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
