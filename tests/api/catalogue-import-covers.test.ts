import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { emptyReport } from "@bookstore/shared/catalogue/catalogue-import-report.ts";
import {
  IMPORT_MESSAGES,
  type ImportRecord,
} from "@bookstore/shared/catalogue/catalogue-import.ts";
import { ADMIN_MESSAGES } from "@bookstore/shared/dashboard/admin-api.ts";

import { booksCollection } from "../../functions/src/lib/collections/books.ts";
import { adminDb, adminIdToken } from "../support/admin-session.ts";
import { deleteImportedBooks, importedIdsOf, postImport } from "../support/catalogue-import.ts";
import { covers, picture } from "../support/cover-images.ts";
import { startCoverServer, type CoverServer } from "../support/cover-server.ts";

let server: CoverServer;
let base: string;
let png: Buffer;
let newEdition: Buffer;
let requests = 0;

beforeAll(async () => {
  png = await picture(1200, 1800, "png", "#8a3b12");
  newEdition = await picture(600, 900, "jpeg", "#1d4d2b");
  server = await startCoverServer("covers", (req, res) => {
    requests += 1;
    if (req.url === "/cover.png") {
      res.writeHead(200, { "Content-Type": "image/png" }).end(png);
    } else if (req.url === "/new-edition.jpg") {
      res.writeHead(200, { "Content-Type": "image/jpeg" }).end(newEdition);
    } else if (req.url === "/page.png") {
      // A page that claims to be a picture: the bytes decide.
      res.writeHead(200, { "Content-Type": "image/png" }).end("<!doctype html><p>Not a cover</p>");
    } else {
      res.writeHead(404).end();
    }
  });
  base = server.base;
});

afterAll(async () => {
  await server.close();
});

function row(line: number, title: string, cover: string): ImportRecord {
  return {
    line,
    fields: {
      title,
      author: "Cover Tester",
      description: "A book whose cover comes from a URL.",
      category: "technology",
      oldPrice: "10",
      newPrice: "8",
      stock: "1",
      isbn: "",
      cover,
    },
  };
}

describe("catalogue import covers from URLs", () => {
  let ids: string[] = [];

  afterAll(async () => {
    await deleteImportedBooks(ids);
  });

  it("stores a PNG as a WebP through the cover pipeline and reports unusable covers", async () => {
    const rows = [
      row(2, "Import Cover Png", `${base}/cover.png`),
      row(3, "Import Cover Html", `${base}/page.png`),
      row(4, "Import Cover Missing", `${base}/missing.png`),
      row(5, "Import Cover Png Again", `${base}/cover.png`),
    ];
    ids = importedIdsOf(rows);
    await deleteImportedBooks(ids);
    const token = await adminIdToken();
    const coversBefore = (await covers.count().get()).data().count;

    const checked = await postImport(token, rows, true);
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({ dryRun: true, added: 2, updated: 0, unchanged: 0 });
    expect(checked.body.problems).toHaveLength(2);
    expect((await covers.count().get()).data().count).toBe(coversBefore);

    const answer = await postImport(token, rows);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      ...emptyReport(false, []),
      added: 2,
      problems: [
        { line: 3, field: "cover", message: ADMIN_MESSAGES.coverNotImage },
        { line: 4, field: "cover", message: IMPORT_MESSAGES.coverUnavailable },
      ],
    });
    const [withPng, withHtml, missing, again] = await adminDb.getAll(
      ...ids.map((id) => booksCollection(adminDb).doc(id)),
    );
    expect(withHtml?.exists).toBe(false);
    expect(missing?.exists).toBe(false);
    const file = String(withPng?.get("coverImage"));
    expect(file).toMatch(/^[0-9a-f]{32}\.webp$/);
    expect(again?.get("coverImage")).toBe(file);
    const stored = await covers.doc(file).get();
    expect(stored.get("contentType")).toBe("image/webp");
    const data = stored.get("data") as Uint8Array;
    expect(Buffer.from(data).subarray(8, 12).toString("ascii")).toBe("WEBP");
    // Two rows name the same URL: it is downloaded once per request.
    expect(requests).toBe(6);
  });

  it("gives a book in the catalogue the cover a row's URL names, once", async () => {
    const [pngBookId] = ids;
    const pngBook = booksCollection(adminDb).doc(pngBookId ?? "");
    const oldCover = String((await pngBook.get()).get("coverImage"));
    const token = await adminIdToken();
    const recovered = [row(2, "Import Cover Png", `${base}/new-edition.jpg`)];

    const answer = await postImport(token, recovered);
    expect(answer.body).toMatchObject({ added: 0, updated: 1, unchanged: 0, problems: [] });
    const newCover = String((await pngBook.get()).get("coverImage"));
    expect(newCover).toMatch(/^[0-9a-f]{32}\.webp$/);
    expect(newCover).not.toBe(oldCover);
    expect(answer.body.changes).toEqual([
      {
        line: 2,
        bookId: pngBookId,
        title: "Import Cover Png",
        fields: [{ field: "coverImage", from: oldCover, to: newCover }],
      },
    ]);
    expect((await covers.doc(newCover).get()).get("contentType")).toBe("image/webp");

    // The same picture again is no change; an empty cover keeps the book's cover.
    const again = await postImport(token, recovered);
    expect(again.body).toMatchObject({ updated: 0, unchanged: 1 });
    const kept = await postImport(token, [row(2, "Import Cover Png", "")]);
    expect(kept.body).toMatchObject({ updated: 0, unchanged: 1 });
    expect((await pngBook.get()).get("coverImage")).toBe(newCover);
  });
});
