import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";

import { App } from "@/app/app";
import { createAppRouter } from "@/app/router";
import { env } from "@/config/env";
import { watchForEngagement } from "@/lib/after-engagement";
import { putPageDataInCache } from "@/lib/page-data";

import "./index.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

watchForEngagement();
putPageDataInCache();

if (env.emulators?.testHooks) {
  void import("@/lib/emulator-test-hooks").then(({ installEmulatorTestHooks }) => {
    installEmulatorTestHooks();
  });
}

/**
 * The start in three tasks (this module's evaluation, building the router, the first render), each
 * short enough not to block input; as one task they would hold the main thread before the first
 * paint.
 */
function inNextTask(work: () => void) {
  window.setTimeout(work, 0);
}

inNextTask(() => {
  const router = createAppRouter();
  inNextTask(() => {
    // The first render as a transition: React renders it in slices the browser can interleave
    // with input and loading, instead of in one long task; the screen commits and paints as one.
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      );
    });
  });
});
