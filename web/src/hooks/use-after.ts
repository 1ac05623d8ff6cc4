import { startTransition, useEffect, useState } from "react";

/** Runs a callback at some later moment; returns a function that cancels it. */
type Schedule = (callback: () => void) => () => void;

/**
 * False until `schedule` (afterFirstScreen, afterEngagement: a module's function, so stable)
 * runs the callback it is given, true from then on: what can wait renders once that moment has
 * come. That render is a transition: React renders it in slices between the browser's own
 * tasks, not as one long task just after the page has painted.
 */
export function useAfter(schedule: Schedule): boolean {
  const [done, setDone] = useState(false);
  useEffect(
    () =>
      schedule(() => {
        startTransition(() => {
          setDone(true);
        });
      }),
    [schedule],
  );
  return done;
}
