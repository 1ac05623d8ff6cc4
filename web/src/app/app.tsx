import { RouterProvider } from "react-router-dom";

import { SplashScreen } from "@/components/ui/splash-screen";
import { site } from "@/config/site";
import { rememberSplashSeen } from "@/config/splash-duration";

import { AppProvider } from "./provider";
import type { AppRouter } from "./router";

export function App({ router }: { router: AppRouter }) {
  return (
    <AppProvider>
      <RouterProvider router={router} />
      <SplashScreen durationMs={site.splashMs} onShown={rememberSplashSeen} />
    </AppProvider>
  );
}
