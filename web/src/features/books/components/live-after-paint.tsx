import { Suspense, type ReactNode } from "react";

import { AfterPaint } from "@/components/ui/after-paint";

interface LiveAfterPaintProps {
  /** The first answer is in: what it painted may now be handed over to the listener. */
  ready: boolean;
  /** A lazily loaded listener that reports its state and renders nothing. */
  children: ReactNode;
}

/** Mounts a live listener (and with it Firestore's SDK) once `ready` and painted. */
export function LiveAfterPaint({ ready, children }: LiveAfterPaintProps) {
  if (!ready) return null;
  return (
    <AfterPaint placeholder={null}>
      <Suspense fallback={null}>{children}</Suspense>
    </AfterPaint>
  );
}
