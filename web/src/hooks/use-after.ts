import { useEffect, useState } from "react";

/** Runs a callback at some later moment; returns a function that cancels it. */
type Schedule = (callback: () => void) => () => void;

/**
 * False until `schedule` (afterFirstScreen, afterEngagement: a module's function, so stable)
 * runs the callback it is given, true from then on: what can wait renders once that moment has
 * come.
 */
export function useAfter(schedule: Schedule): boolean {
  const [done, setDone] = useState(false);
  useEffect(
    () =>
      schedule(() => {
        setDone(true);
      }),
    [schedule],
  );
  return done;
}
