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
