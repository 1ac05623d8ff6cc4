import { BrowserRouter } from "react-router-dom";

import { SplashScreen } from "@/components/ui/splash-screen";
import { site } from "@/config/site";
import { rememberSplashSeen } from "@/config/splash-duration";

import { AppProvider } from "./provider";
import { AppRoutes } from "./router";

export function App() {
  return (
    <AppProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <SplashScreen durationMs={site.splashMs} onShown={rememberSplashSeen} />
    </AppProvider>
  );
}
