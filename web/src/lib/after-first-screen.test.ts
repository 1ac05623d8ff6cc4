import { describe, expect, it, vi } from "vitest";

import { afterFirstScreen, FIRST_SCREEN_PENDING } from "./after-first-screen";
import { withFakeFrames } from "./fake-frames.test-support";

/** A priority image whose load the test finishes with `load()`. */
function pendingImage() {
  let load: () => void = () => undefined;
  const decoded = new Promise<void>((resolve) => {
    load = resolve;
  });
  return { image: { decode: () => decoded }, load };
}

/** The page as afterFirstScreen sees it: its priority images, and whether data is on the way. */
function stubPage(images: unknown[], page = { pending: false }) {
  vi.stubGlobal("document", {
    querySelectorAll: () => images,
    querySelector: (selector: string) =>
      page.pending && selector === `[${FIRST_SCREEN_PENDING}]` ? {} : null,
  });
  return page;
}

/** The cover decodes, then the frame that shows it paints: `callback` runs after both. */
async function decodeThenPaint(
  cover: ReturnType<typeof pendingImage>,
  callback: ReturnType<typeof vi.fn>,
) {
  cover.load();
  await vi.advanceTimersByTimeAsync(1);
  expect(callback).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(20);
  expect(callback).toHaveBeenCalledTimes(1);
}

withFakeFrames();

describe("after the first screen", () => {
  it("runs after the next paint on a screen without priority images", async () => {
    stubPage([]);
    const callback = vi.fn();
    afterFirstScreen(callback);
    expect(callback).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("waits for the priority covers to decode and for the frame that shows them", async () => {
    const cover = pendingImage();
    stubPage([cover.image]);
    const callback = vi.fn();
    afterFirstScreen(callback);
    await vi.advanceTimersByTimeAsync(1000);
    expect(callback).not.toHaveBeenCalled();
    await decodeThenPaint(cover, callback);
  });

  it("waits while the main content's placeholder shows, then for the covers that replace it", async () => {
    const cover = pendingImage();
    const images: unknown[] = [];
    const page = stubPage(images, { pending: true });
    const callback = vi.fn();
    afterFirstScreen(callback);
    await vi.advanceTimersByTimeAsync(1000);
    expect(callback).not.toHaveBeenCalled();
    page.pending = false;
    images.push(cover.image);
    await vi.advanceTimersByTimeAsync(20);
    expect(callback).not.toHaveBeenCalled();
    await decodeThenPaint(cover, callback);
  });

  it("does not wait for ever on a placeholder that stays", async () => {
    stubPage([], { pending: true });
    const callback = vi.fn();
    afterFirstScreen(callback);
    await vi.advanceTimersByTimeAsync(2900);
    expect(callback).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("does not wait for ever on a cover that never loads", async () => {
    stubPage([pendingImage().image]);
    const callback = vi.fn();
    afterFirstScreen(callback);
    await vi.advanceTimersByTimeAsync(2900);
    expect(callback).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("never runs once cancelled", async () => {
    const cover = pendingImage();
    stubPage([cover.image]);
    const callback = vi.fn();
    const cancel = afterFirstScreen(callback);
    await vi.advanceTimersByTimeAsync(20);
    cancel();
    cover.load();
    await vi.advanceTimersByTimeAsync(5000);
    expect(callback).not.toHaveBeenCalled();
  });
});
