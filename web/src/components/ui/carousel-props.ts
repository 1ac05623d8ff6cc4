import type { ReactNode } from "react";

export interface CarouselProps<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  /** `index`: the slide's position, 0 for the first. */
  renderItem: (item: T, index: number) => ReactNode;
  label: string;
}
