import type { ReactNode } from "react";

import { usePainted } from "@/hooks/use-painted";

interface AfterPaintProps {
  /** Shown in the first paint; as tall as what replaces it (no layout shift). */
  placeholder: ReactNode;
  children: ReactNode;
}

/** Renders `children` once the page around them has been painted. */
export function AfterPaint({ placeholder, children }: AfterPaintProps) {
  return usePainted() ? children : placeholder;
}
