import type { ReactNode } from "react";

import { useAfter } from "@/hooks/use-after";
import { afterFirstScreen } from "@/lib/after-first-screen";

interface AfterFirstScreenProps {
  /** Shown until then; as tall as what replaces it (no layout shift). */
  placeholder: ReactNode;
  children: ReactNode;
}

/** Renders `children` once the screen around them is on show (see after-first-screen.ts). */
export function AfterFirstScreen({ placeholder, children }: AfterFirstScreenProps) {
  return useAfter(afterFirstScreen) ? children : placeholder;
}
