/**
 * Hands `apply` the last value pushed once `wait` ms pass without another push, so a burst of
 * keystrokes asks the server once, for what the shopper typed last.
 */
export function debouncer<T>(wait: number, apply: (value: T) => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    push(value: T): void {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        apply(value);
      }, wait);
    },
    /** Drops the value waiting, if any (the component that pushed it is going away). */
    cancel(): void {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
