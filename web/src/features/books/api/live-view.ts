import { useSyncExternalStore } from "react";

import { afterEngagement } from "@/lib/after-engagement";
import { afterFirstScreen } from "@/lib/after-first-screen";

/** What a view's state must tell: whether it still waits for its first answer. */
interface ViewState {
  status: string;
}

/**
 * Where a view's data comes from. The API's answer paints it (at once when first-screen.ts or
 * the cache already has it), then Firestore keeps it live; the listener, and with it Firestore's
 * SDK, loads only once that answer is on show, its covers included (see after-first-screen.ts),
 * and the shopper is using the page (see after-engagement.ts).
 */
export interface LiveViewSource<TState extends ViewState> {
  /** The first render's state: an answer already in, or a "loading" state. */
  initial: TState;
  /** The API's answer as a state (never rejects), asked for when `initial` is loading. */
  answer?: () => Promise<TState>;
  /** Starts following the view live: `show` gets each state; resolves with how to stop. */
  follow?: (show: (state: TState) => void) => Promise<() => void>;
  /** Whether a live state shows nothing `shown` does not already (the page keeps `shown`). */
  unchanged?: (shown: TState, live: TState) => boolean;
}

/** A view's state for React's useSyncExternalStore: data flows down from here only. */
export interface LiveView<TState> {
  subscribe: (onChange: () => void) => () => void;
  getSnapshot: () => TState;
}

interface Lifecycle {
  /** The view is shown (its first subscriber arrived). */
  onShown: () => void;
  /** Nobody shows the view any more. */
  onHidden: () => void;
}

/** Answers first, then live: the one place a view's three sources are merged. */
function liveView<TState extends ViewState>(
  source: LiveViewSource<TState>,
  lifecycle: Lifecycle,
): LiveView<TState> {
  let state = source.initial;
  const listeners = new Set<() => void>();
  let stop: (() => void) | undefined;

  const show = (next: TState) => {
    if (next === state || source.unchanged?.(state, next)) return;
    state = next;
    for (const listener of listeners) listener();
  };

  const start = (): (() => void) => {
    let stopped = false;
    let cancelWait: (() => void) | undefined;
    let stopFollowing: (() => void) | undefined;
    const followOnceShown = () => {
      const { follow } = source;
      if (!follow) return;
      const startFollowing = () => {
        follow((live) => {
          if (!stopped) show(live);
        }).then(
          (unsubscribe) => {
            if (stopped) unsubscribe();
            else stopFollowing = unsubscribe;
          },
          (error: unknown) => {
            console.error("Following the page's data live failed", error);
          },
        );
      };
      cancelWait = afterFirstScreen(() => {
        cancelWait = afterEngagement(startFollowing);
      });
    };
    if (state.status === "loading" && source.answer) {
      void source.answer().then((answer) => {
        if (stopped) return;
        show(answer);
        followOnceShown();
      });
    } else {
      followOnceShown();
    }
    return () => {
      stopped = true;
      cancelWait?.();
      stopFollowing?.();
    };
  };

  return {
    subscribe(onChange) {
      listeners.add(onChange);
      if (listeners.size === 1) {
        lifecycle.onShown();
        stop = start();
      }
      return () => {
        listeners.delete(onChange);
        if (listeners.size > 0) return;
        stop?.();
        stop = undefined;
        lifecycle.onHidden();
      };
    },
    getSnapshot: () => state,
  };
}

/**
 * One live view per key while it is shown; a later visit builds a new one (from the cache or a
 * new answer, and with a new random order where the view draws one).
 */
export function liveViews<TKey extends string, TState extends ViewState>(
  sourceOf: (key: TKey) => LiveViewSource<TState>,
): (key: TKey) => LiveView<TState> {
  const views = new Map<TKey, LiveView<TState>>();
  return (key) => {
    const known = views.get(key);
    if (known) return known;
    const view: LiveView<TState> = liveView(sourceOf(key), {
      onShown: () => views.set(key, view),
      onHidden: () => views.delete(key),
    });
    views.set(key, view);
    return view;
  };
}

/** Reads a live view: re-renders with each state it shows. */
export function useLiveView<TState>(view: LiveView<TState>): TState {
  return useSyncExternalStore(view.subscribe, view.getSnapshot);
}
