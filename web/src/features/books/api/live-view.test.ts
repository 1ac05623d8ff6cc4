import { beforeEach, describe, expect, it, vi } from "vitest";

import { withFakeFrames } from "@/lib/fake-frames.test-support";

import { liveViews, type LiveViewSource } from "./live-view";

/** The shopper's engagement, which the tests give (by default at once) or hold back. */
const engagement = vi.hoisted(() => ({ given: true, waiting: new Set<() => void>() }));
vi.mock("@/lib/after-engagement", () => ({
  afterEngagement: (callback: () => void) => {
    if (engagement.given) {
      callback();
      return () => undefined;
    }
    engagement.waiting.add(callback);
    return () => engagement.waiting.delete(callback);
  },
}));

function engage() {
  engagement.given = true;
  for (const callback of engagement.waiting) callback();
  engagement.waiting.clear();
}

type State = { status: "loading" } | { status: "success"; value: number };

const loading: State = { status: "loading" };
const success = (value: number): State => ({ status: "success", value });

/** A source whose listener the test drives: `live(state)` plays a snapshot. */
function testSource(initial: State, answer?: State) {
  let report: ((state: State) => void) | undefined;
  const stop = vi.fn();
  const follow = vi.fn((show: (state: State) => void) => {
    report = show;
    return Promise.resolve(stop);
  });
  const source: LiveViewSource<State> = {
    initial,
    follow,
    unchanged: (shown, live) => JSON.stringify(shown) === JSON.stringify(live),
    ...(answer ? { answer: () => Promise.resolve(answer) } : {}),
  };
  return {
    source,
    follow,
    stop,
    live: (state: State) => {
      report?.(state);
    },
  };
}

/** Lets the frame paint: its animation frame, then the task queued after it. */
async function paint() {
  await vi.runAllTimersAsync();
}

withFakeFrames();

beforeEach(() => {
  // A screen without priority images: "on show" is the paint after the answer.
  vi.stubGlobal("document", { querySelectorAll: () => [], querySelector: () => null });
  engagement.given = true;
  engagement.waiting.clear();
});

describe("a live view", () => {
  it("shows an answer already in at once, and follows Firestore only after it has painted", async () => {
    const { source, follow, live } = testSource(success(1));
    const view = liveViews(() => source)("a");
    expect(view.getSnapshot()).toEqual(success(1));
    const onChange = vi.fn();
    view.subscribe(onChange);
    expect(follow).not.toHaveBeenCalled();
    await paint();
    expect(follow).toHaveBeenCalledTimes(1);
    live(success(2));
    expect(view.getSnapshot()).toEqual(success(2));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("asks the API when nothing is in, then follows once its answer has painted", async () => {
    const { source, follow } = testSource(loading, success(1));
    const view = liveViews(() => source)("a");
    expect(view.getSnapshot()).toEqual(loading);
    const onChange = vi.fn();
    view.subscribe(onChange);
    await Promise.resolve();
    expect(view.getSnapshot()).toEqual(success(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(follow).not.toHaveBeenCalled();
    await paint();
    expect(follow).toHaveBeenCalledTimes(1);
  });

  it("keeps what it shows when a live state brings nothing new", async () => {
    const { source, live } = testSource(success(1));
    const view = liveViews(() => source)("a");
    const onChange = vi.fn();
    view.subscribe(onChange);
    await paint();
    const shown = view.getSnapshot();
    live(success(1));
    expect(view.getSnapshot()).toBe(shown);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("stops following when nobody shows it, and a later visit builds a new view", async () => {
    const { source, stop, live } = testSource(success(1));
    const viewOf = liveViews(() => source);
    const view = viewOf("a");
    expect(viewOf("a")).toBe(view);
    const unsubscribe = view.subscribe(vi.fn());
    await paint();
    unsubscribe();
    expect(stop).toHaveBeenCalledTimes(1);
    live(success(5));
    expect(view.getSnapshot()).toEqual(success(1));
    expect(viewOf("a")).not.toBe(view);
  });

  it("follows Firestore only once the shopper engages with the page", async () => {
    engagement.given = false;
    const { source, follow } = testSource(success(1));
    liveViews(() => source)("a").subscribe(vi.fn());
    await paint();
    expect(follow).not.toHaveBeenCalled();
    engage();
    expect(follow).toHaveBeenCalledTimes(1);
  });

  it("never starts following a view left before the shopper engaged", async () => {
    engagement.given = false;
    const { source, follow } = testSource(success(1));
    const unsubscribe = liveViews(() => source)("a").subscribe(vi.fn());
    await paint();
    unsubscribe();
    engage();
    expect(follow).not.toHaveBeenCalled();
  });

  it("never starts following a view left before the page painted", async () => {
    const { source, follow } = testSource(success(1));
    const view = liveViews(() => source)("a");
    view.subscribe(vi.fn())();
    await paint();
    expect(follow).not.toHaveBeenCalled();
  });
});
