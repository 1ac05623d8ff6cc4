import { RouterProvider } from "react-router-dom";

import { SplashScreen } from "@/components/ui/splash-screen";
import { site } from "@/config/site";

import { AppProvider } from "./provider";
import type { AppRouter } from "./router";

export function App({ router }: { router: AppRouter }) {
  return (
    <AppProvider>
      <RouterProvider router={router} />
      <SplashScreen durationMs={site.splashMs} />
    </AppProvider>
  );
}
