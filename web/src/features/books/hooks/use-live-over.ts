import { useState } from "react";

/**
 * What to show of a view painted first from one answer (`first`) and then kept live: the
 * listener's state once it has one, `first` until then. The setter takes the listener's states.
 */
export function useLiveOver<TState extends { status: string }>(
  first: TState,
): [TState, (live: TState) => void] {
  const [live, setLive] = useState<TState | undefined>(undefined);
  return [live === undefined || live.status === "loading" ? first : live, setLive];
}
