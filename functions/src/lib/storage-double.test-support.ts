import { createHash, randomUUID } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

interface StoredObject {
  contentType: string;
  data: Buffer;
  generation: number;
}

/**
 * A Cloud Storage double that speaks the part of the JSON API the `@google-cloud/storage`
 * client uses for one object: metadata, media download, resumable upload and delete, with the
 * checksums the client verifies.
 * Pointed at with FIREBASE_STORAGE_EMULATOR_HOST, the real client library runs unchanged, so
 * the Storage cover store is tested through the protocol production uses.
 */
export interface StorageDouble {
  host: string;
  objects: Map<string, StoredObject>;
  /** Requests it did not understand: a test expects none. */
  unknown: string[];
  close(): Promise<void>;
}

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function md5(data: Buffer): string {
  return createHash("md5").update(data).digest("base64");
}

/** CRC32C (Castagnoli), which the client checks every upload and download against. */
const CRC32C_TABLE = Array.from({ length: 256 }, (_, index) => {
  let crc = index;
  for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0x82f63b78 : crc >>> 1;
  return crc >>> 0;
});

function crc32c(data: Buffer): string {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC32C_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  const digest = Buffer.alloc(4);
  digest.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
  return digest.toString("base64");
}

function resource(bucket: string, name: string, object: StoredObject) {
  return {
    kind: "storage#object",
    bucket,
    name,
    id: `${bucket}/${name}/${object.generation}`,
    contentType: object.contentType,
    size: String(object.data.length),
    md5Hash: md5(object.data),
    crc32c: crc32c(object.data),
    generation: String(object.generation),
    metageneration: "1",
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
}

function notFound(res: ServerResponse): void {
  sendJson(res, 404, { error: { code: 404, message: "No such object." } });
}

export async function startStorageDouble(): Promise<StorageDouble> {
  const objects = new Map<string, StoredObject>();
  const uploads = new Map<string, { bucket: string; name: string; contentType: string }>();
  const unknown: string[] = [];
  let generation = 1;

  const store = (bucket: string, name: string, contentType: string, data: Buffer) => {
    const object = { contentType, data, generation: (generation += 1) };
    objects.set(`${bucket}/${name}`, object);
    return resource(bucket, name, object);
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://double");
      const body = await bodyOf(req);
      const objectPath = /^(?:\/download)?(?:\/storage\/v1)?\/b\/([^/]+)\/o\/(.+)$/.exec(
        url.pathname,
      );
      const uploadPath = /^\/upload(?:\/storage\/v1)?\/b\/([^/]+)\/o$/.exec(url.pathname);
      if (objectPath) {
        const [, bucket = "", encoded = ""] = objectPath;
        const name = decodeURIComponent(encoded);
        const object = objects.get(`${bucket}/${name}`);
        if (req.method === "DELETE") {
          if (!object) {
            notFound(res);
            return;
          }
          objects.delete(`${bucket}/${name}`);
          return res.writeHead(204).end();
        }
        if (req.method === "GET") {
          if (!object) {
            notFound(res);
            return;
          }
          if (url.searchParams.get("alt") === "media") {
            return res
              .writeHead(200, {
                "Content-Type": object.contentType,
                "Content-Length": object.data.length,
                "x-goog-hash": `crc32c=${crc32c(object.data)},md5=${md5(object.data)}`,
                "x-goog-generation": String(object.generation),
              })
              .end(object.data);
          }
          sendJson(res, 200, resource(bucket, name, object));
          return;
        }
      }
      if (uploadPath) {
        const [, bucket = ""] = uploadPath;
        const type = url.searchParams.get("uploadType");
        if (req.method === "POST" && type === "resumable") {
          const metadata = (body.length > 0 ? JSON.parse(body.toString("utf8")) : {}) as {
            name?: string;
            contentType?: string;
          };
          const id = randomUUID();
          uploads.set(id, {
            bucket,
            name: metadata.name ?? url.searchParams.get("name") ?? "",
            contentType:
              metadata.contentType ??
              String(req.headers["x-upload-content-type"] ?? "application/octet-stream"),
          });
          const location = `http://${req.headers.host}/upload/storage/v1/b/${bucket}/o?uploadType=resumable&upload_id=${id}`;
          return res.writeHead(200, { Location: location }).end();
        }
        const upload = uploads.get(url.searchParams.get("upload_id") ?? "");
        if (req.method === "PUT" && upload) {
          uploads.delete(url.searchParams.get("upload_id") ?? "");
          sendJson(res, 200, store(upload.bucket, upload.name, upload.contentType, body));
          return;
        }
      }
      unknown.push(`${req.method} ${req.url}`);
      sendJson(res, 501, { error: { code: 501, message: "Not in the double." } });
    })();
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    objects,
    unknown,
    close: () =>
      new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
