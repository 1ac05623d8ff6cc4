import type { CDPSession, Page } from "@playwright/test";

/**
 * Counts the Firestore documents a page receives, the way Firestore bills reads: one per
 * document delivered to each listen target. It reads the SDK's WebChannel traffic (the Listen
 * channel) through the Chrome DevTools Protocol; every message carries a sequence number, so a
 * message seen both while streaming and in the finished body is counted once.
 */
export interface ReadCounter {
  /** Documents of one top-level collection read so far. */
  documentsRead(collection: string): Promise<number>;
}

interface ChannelRequest {
  session: string;
  streamed: string;
  body?: string;
}

/** The JSON arrays of a WebChannel body: "<length>\n[[seq,[message]],...]" frames. */
export function webChannelMessages(body: string): [number, unknown][] {
  const messages: [number, unknown][] = [];
  let index = 0;
  while (index < body.length) {
    const start = body.indexOf("[", index);
    if (start < 0) break;
    let depth = 0;
    let inString = false;
    let end = start;
    for (; end < body.length; end += 1) {
      const char = body[end];
      if (inString) {
        if (char === "\\") end += 1;
        else if (char === '"') inString = false;
      } else if (char === '"') inString = true;
      else if (char === "[") depth += 1;
      else if (char === "]" && --depth === 0) break;
    }
    if (depth !== 0) break; // an unfinished frame: the rest has not arrived yet
    const frame: unknown = JSON.parse(body.slice(start, end + 1));
    if (Array.isArray(frame)) {
      for (const entry of frame) {
        if (Array.isArray(entry) && typeof entry[0] === "number")
          messages.push([entry[0], entry[1]]);
      }
    }
    index = end + 1;
  }
  return messages;
}

interface ListenMessage {
  documentChange?: { document?: { name?: unknown } };
}

/** Does a Listen message deliver a document of `collection` (a top-level collection id)? */
function deliversDocumentOf(payload: unknown, collection: string): boolean {
  return (
    Array.isArray(payload) &&
    payload.some((message: ListenMessage | null) => {
      const name = message?.documentChange?.document?.name;
      return typeof name === "string" && name.includes(`/documents/${collection}/`);
    })
  );
}

export async function countFirestoreReads(page: Page): Promise<ReadCounter> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const requests = new Map<string, ChannelRequest>();
  await cdp.send("Network.enable");

  cdp.on("Network.requestWillBeSent", (event) => {
    const url = new URL(event.request.url);
    if (!url.pathname.endsWith("/Listen/channel")) return;
    requests.set(event.requestId, { session: url.searchParams.get("SID") ?? "new", streamed: "" });
  });
  cdp.on("Network.responseReceived", (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    cdp
      .send("Network.streamResourceContent", { requestId: event.requestId })
      .then((result) => {
        request.streamed += Buffer.from(result.bufferedData, "base64").toString();
      })
      .catch(() => undefined); // already finished: its whole body is read on loadingFinished
  });
  cdp.on("Network.dataReceived", (event) => {
    const request = requests.get(event.requestId);
    if (request && event.data) request.streamed += Buffer.from(event.data, "base64").toString();
  });
  cdp.on("Network.loadingFinished", (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    cdp
      .send("Network.getResponseBody", { requestId: event.requestId })
      .then((result) => {
        request.body = result.base64Encoded
          ? Buffer.from(result.body, "base64").toString()
          : result.body;
      })
      .catch(() => undefined);
  });

  return {
    async documentsRead(collection) {
      await page.waitForTimeout(500);
      const seen = new Set<string>();
      let reads = 0;
      for (const request of requests.values()) {
        for (const [sequence, payload] of webChannelMessages(request.body ?? request.streamed)) {
          const key = `${request.session}:${sequence}`;
          if (seen.has(key)) continue;
          seen.add(key);
          if (deliversDocumentOf(payload, collection)) reads += 1;
        }
      }
      return reads;
    },
  };
}
