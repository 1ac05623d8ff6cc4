import { beforeEach, describe, expect, it, vi } from "vitest";

/** A fresh module (it remembers engagement for the page's life) on a fresh page. */
async function freshPage() {
  vi.resetModules();
  const window = new EventTarget();
  const document = Object.assign(new EventTarget(), { visibilityState: "visible" });
  vi.stubGlobal("window", window);
  vi.stubGlobal("document", document);
  const { afterEngagement, watchForEngagement } = await import("./after-engagement");
  return { afterEngagement, watchForEngagement, window, document };
}

beforeEach(() => {
  vi.unstubAllGlobals();
});

describe("after engagement", () => {
  it("waits for the first pointer move, runs each waiting callback once, then later ones at once", async () => {
    const { afterEngagement, window } = await freshPage();
    const first = vi.fn();
    const second = vi.fn();
    afterEngagement(first);
    afterEngagement(second);
    expect(first).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("pointermove"));
    window.dispatchEvent(new Event("scroll"));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    const later = vi.fn();
    afterEngagement(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it("counts an input made before anything waited, once the app watches from its start", async () => {
    const { afterEngagement, watchForEngagement, window } = await freshPage();
    watchForEngagement();
    window.dispatchEvent(new Event("pointermove"));
    const later = vi.fn();
    afterEngagement(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it("does not count a pointer move without movement, which the browser sends itself", async () => {
    const { afterEngagement, window } = await freshPage();
    const callback = vi.fn();
    afterEngagement(callback);
    window.dispatchEvent(Object.assign(new Event("pointermove"), { movementX: 0, movementY: 0 }));
    expect(callback).not.toHaveBeenCalled();
    window.dispatchEvent(Object.assign(new Event("pointermove"), { movementX: 0, movementY: 3 }));
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("counts coming back to the tab, not leaving it", async () => {
    const { afterEngagement, document } = await freshPage();
    const callback = vi.fn();
    afterEngagement(callback);
    document.visibilityState = "hidden";
    document.dispatchEvent(new Event("visibilitychange"));
    expect(callback).not.toHaveBeenCalled();
    document.visibilityState = "visible";
    document.dispatchEvent(new Event("visibilitychange"));
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("never runs a cancelled callback", async () => {
    const { afterEngagement, window } = await freshPage();
    const callback = vi.fn();
    const cancel = afterEngagement(callback);
    cancel();
    window.dispatchEvent(new Event("touchstart"));
    expect(callback).not.toHaveBeenCalled();
  });
});
