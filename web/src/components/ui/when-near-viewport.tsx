import type { ReactNode } from "react";

import { useNearViewport } from "@/hooks/use-near-viewport";

interface WhenNearViewportProps {
  /** Shown until the section nears the screen; as tall as what replaces it (no layout shift). */
  placeholder: ReactNode;
  children: ReactNode;
}

/** Renders `children` once the placeholder comes near the screen. */
export function WhenNearViewport({ placeholder, children }: WhenNearViewportProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  if (near) return children;
  // Its spinner keeps still meanwhile: an animation ticks on every frame, wherever its element is.
  return (
    <div ref={ref} className="[&_.animate-spin]:animate-none">
      {placeholder}
    </div>
  );
}
