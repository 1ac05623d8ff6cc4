import { useEffect, useState } from "react";

import { debouncer } from "@/lib/debouncer";

/** `value` once it has held for `wait` ms (debouncer.ts); `wait` is read on the first render. */
export function useDebouncedValue<T>(value: T, wait: number): T {
  const [settled, setSettled] = useState(value);
  const [debounce] = useState(() => debouncer(wait, setSettled));
  useEffect(() => {
    debounce.push(value);
  }, [debounce, value]);
  useEffect(
    () => () => {
      debounce.cancel();
    },
    [debounce],
  );
  return settled;
}
