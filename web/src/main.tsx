import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";

import { App } from "@/app/app";
import { loadScreensAt } from "@/app/router";
import { EMULATOR_BUILD } from "@/config/emulator-build";
import { env } from "@/config/env";
import { watchForEngagement } from "@/lib/after-engagement";
import { emulatorTestHooks } from "@/lib/emulator-test-hooks";
import { hydratePageData } from "@/lib/page-data";

import "./index.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

watchForEngagement();
hydratePageData();

// The browser tests' sign-in hooks, in the bundle itself, so a page requests nothing for them.
// EMULATOR_BUILD is a literal the build writes: a production bundle leaves their code out.
if (EMULATOR_BUILD && env.emulators?.testHooks) window.bookstoreTestHooks = emulatorTestHooks;

function render(container: HTMLElement) {
  // The first render as a transition: React renders it in slices the browser can interleave
  // with input and loading, instead of in one long task; the screen commits and paints as one.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

/**
 * The first render waits for the address's screen module (which the page preloads) and starts
 * in a task of its own: this module's evaluation and the render, as one task, would hold the main
 * thread before the first paint. A screen that fails to load renders the error screen.
 */
void loadScreensAt(window.location.pathname)
  .catch(() => undefined)
  .then(() => window.setTimeout(render, 0, root));
