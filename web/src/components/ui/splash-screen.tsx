import { useEffect, useState } from "react";

import { Spinner } from "./spinner";

/**
 * The first-load spinner. It covers the app, which mounts and loads underneath,
 * so the page is ready when it lifts. `onShown` runs once it shows.
 */
export function SplashScreen({ durationMs, onShown }: { durationMs: number; onShown: () => void }) {
  const [visible, setVisible] = useState(durationMs > 0);

  useEffect(() => {
    if (durationMs <= 0) return;
    onShown();
    const timer = setTimeout(() => {
      setVisible(false);
    }, durationMs);
    return () => {
      clearTimeout(timer);
    };
  }, [durationMs, onShown]);

  if (!visible) return null;
  return (
    <div
      data-testid="splash"
      className="fixed inset-0 z-[100] flex items-center justify-center bg-white"
    >
      <Spinner label="Loading the store" className="h-16 w-16" />
    </div>
  );
}
