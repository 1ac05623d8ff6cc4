import { BrowserRouter } from "react-router-dom";

import { SplashScreen } from "@/components/ui/splash-screen";
import { site } from "@/config/site";
import { rememberSplashSeen } from "@/config/splash-duration";

import { AppProvider } from "./provider";
import { AppRoutes } from "./router";

export function App() {
  return (
    <AppProvider>
      {/* Navigations render at once, not as transitions: a control bound to the address (a filter,
          a sort) must show its new value in the same frame, which a deferred update would undo. */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
      <SplashScreen durationMs={site.splashMs} onShown={rememberSplashSeen} />
    </AppProvider>
  );
}
