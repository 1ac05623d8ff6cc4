import type { ReactNode } from "react";

import { useFirstScreenShown } from "@/hooks/use-first-screen-shown";

interface AfterFirstScreenProps {
  /** Shown until then; as tall as what replaces it (no layout shift). */
  placeholder: ReactNode;
  children: ReactNode;
}

/** Renders `children` once the screen around them is on show (see after-first-screen.ts). */
export function AfterFirstScreen({ placeholder, children }: AfterFirstScreenProps) {
  return useFirstScreenShown() ? children : placeholder;
}
