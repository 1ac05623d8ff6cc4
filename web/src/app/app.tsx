import { SplashScreen } from "@/components/ui/splash-screen";
import { site } from "@/config/site";

import { AppProvider } from "./provider";
import { AppRouter } from "./router";

export function App() {
  return (
    <AppProvider>
      <AppRouter />
      <SplashScreen durationMs={site.splashMs} />
    </AppProvider>
  );
}
