import type { Page } from "@playwright/test";

/**
 * Records, for every request whose URL `matches`, the script that sent it (the top frame of the
 * initiator's stack, as Chromium reports it), or the initiator's type when no script did.
 */
export async function recordInitiators(page: Page, matches: (url: string) => boolean) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const sent: { url: string; by: string }[] = [];
  cdp.on("Network.requestWillBeSent", ({ request, initiator }) => {
    if (!matches(request.url)) return;
    const script = initiator.stack?.callFrames[0]?.url;
    sent.push({ url: request.url, by: script ? new URL(script).pathname : initiator.type });
  });
  return sent;
}

/** The store's first script (web/src/first-screen.ts, built on its own). */
export const FIRST_SCREEN_SCRIPT = /^\/assets\/first-screen-[\w-]+\.js$/;

/** The app's entry script; the first script is built apart from it. */
const APP_ENTRY = /\/assets\/index-[\w-]+\.js$/;

/**
 * Holds the app's entry script back until the returned function is called: what the page
 * requests meanwhile, the first script asked for without waiting for the app. (Chromium names no
 * script as the initiator of an image the first script loads through `new Image()`.)
 */
export async function holdAppEntry(page: Page): Promise<() => void> {
  let release: (value: undefined) => void = () => undefined;
  const released = new Promise<undefined>((resolve) => {
    release = resolve;
  });
  await page.route(APP_ENTRY, async (route) => {
    await released;
    await route.continue();
  });
  return () => {
    release(undefined);
  };
}
