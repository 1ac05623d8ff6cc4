import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { emptyReport } from "@bookstore/shared/catalogue/catalogue-import-report.ts";
import {
  IMPORT_MESSAGES,
  type ImportRecord,
} from "@bookstore/shared/catalogue/catalogue-import.ts";

import {
  startConnectionCounter,
  type ConnectionCounter,
} from "../../functions/src/lib/connection-counter.test-support.ts";
import { MAX_REDIRECTS } from "../../functions/src/lib/guarded-fetch.ts";
import { onPort, privateUrlForms } from "../../functions/src/lib/private-url-forms.test-support.ts";
import { adminIdToken } from "../support/admin-session.ts";
import { postImport } from "../support/catalogue-import.ts";
import { covers, picture } from "../support/cover-images.ts";
import { startCoverServer, type CoverServer } from "../support/cover-server.ts";

let counter: ConnectionCounter;
let server: CoverServer;
const served: string[] = [];

/** Where the allowed test server redirects to: each a private address on the counter's port. */
function redirectTargets(port: number): Record<string, string> {
  return {
    "/to-loopback": `http://127.0.0.1:${port}/cover.png`,
    "/to-loopback-v6": `http://[::1]:${port}/cover.png`,
    "/to-mapped": `http://[::ffff:7f00:1]:${port}/cover.png`,
    "/to-metadata": `http://169.254.169.254:${port}/computeMetadata/v1/`,
    "/to-metadata-name": `http://metadata.google.internal:${port}/computeMetadata/v1/`,
    "/to-localhost": `http://localhost:${port}/cover.png`,
  };
}

beforeAll(async () => {
  counter = await startConnectionCounter();
  const png = await picture(60, 90, "png", "#2f6b3a");
  const targets = redirectTargets(counter.port);
  server = await startCoverServer("privateCovers", (req, res) => {
    const path = req.url ?? "/";
    served.push(path);
    const hops = /^\/hops\/(\d+)$/.exec(path);
    const target = targets[path];
    if (path === "/cover.png") {
      res.writeHead(200, { "Content-Type": "image/png" }).end(png);
    } else if (target) {
      res.writeHead(302, { Location: target }).end();
    } else if (hops) {
      const left = Number(hops[1]);
      res.writeHead(302, { Location: left > 1 ? `/hops/${left - 1}` : "/cover.png" }).end();
    } else {
      res.writeHead(404).end();
    }
  });
});

afterAll(async () => {
  await server.close();
  await counter.close();
});

function row(line: number, cover: string): ImportRecord {
  return {
    line,
    fields: {
      title: `Private Cover Probe ${line}`,
      author: "Cover Prober",
      description: "A row whose cover URL points inside the network.",
      category: "technology",
      oldPrice: "10",
      newPrice: "8",
      stock: "1",
      cover,
    },
  };
}

describe("catalogue import refuses cover URLs that lead inside the network", () => {
  it("reports each private address form with one message and never connects", async () => {
    const urls = [
      ...privateUrlForms("<port>").map((form) => onPort(form, counter.port)),
      ...Object.keys(redirectTargets(counter.port)).map((path) => `${server.base}${path}`),
      `${server.base}/hops/${MAX_REDIRECTS + 1}`,
    ];
    // Control rows: the allowed server is reachable, through the redirects allowed too.
    const rows = [
      row(2, `${server.base}/cover.png`),
      row(3, `${server.base}/hops/${MAX_REDIRECTS}`),
      ...urls.map((url, index) => row(index + 4, url)),
    ];
    const coversBefore = (await covers.count().get()).data().count;
    served.length = 0;

    const answer = await postImport(await adminIdToken(), rows, true);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      ...emptyReport(true, []),
      added: 2,
      problems: urls.map((_, index) => ({
        line: index + 4,
        field: "cover",
        message: IMPORT_MESSAGES.coverUnavailable,
      })),
    });
    expect(counter.connections()).toBe(0);
    // The allowed server was asked for each redirect; the chain past the limit never reached
    // the picture, which only the two control rows fetched.
    expect(served).toEqual(
      expect.arrayContaining([...Object.keys(redirectTargets(counter.port)), "/hops/1"]),
    );
    expect(served.filter((path) => path === "/cover.png")).toHaveLength(2);
    expect((await covers.count().get()).data().count).toBe(coversBefore);
  });

  it("never repeats the upstream status, address or DNS error in the report", async () => {
    const rows = [
      row(2, `${server.base}/missing.png`),
      row(3, `http://127.0.0.1:${counter.port}/cover.png`),
      row(4, "http://no-such-host.invalid/cover.png"),
    ];
    const answer = await postImport(await adminIdToken(), rows, true);
    expect(answer.status).toBe(200);
    const messages = answer.body.problems.map((problem) => problem.message);
    expect(messages).toEqual(Array(3).fill(IMPORT_MESSAGES.coverUnavailable));
    expect(JSON.stringify(answer.body)).not.toMatch(/404|127\.0\.0\.1|ENOTFOUND|invalid/);
  });
});
