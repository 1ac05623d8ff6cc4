import fs from "node:fs";
import path from "node:path";

import { EMULATOR_HOSTS, HUB_URL, PROJECT_ID } from "../../scripts/lib/paths.mjs";

/** The Firestore emulator's own endpoints for the store's project. */
const FIRESTORE_EMULATOR = `http://${EMULATOR_HOSTS.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${PROJECT_ID}`;
const DATABASE = `projects/${PROJECT_ID}/databases/(default)`;

/** The part of an export's firebase-export-metadata.json that names the Firestore export. */
interface ExportMetadata {
  firestore?: { metadata_file: string };
}

async function expectOk(response: Response, what: string): Promise<void> {
  if (!response.ok) {
    throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  }
}

/**
 * Exports the running emulators' data into `dir` through the Emulator Hub, as `npm start`'s
 * periodic save does (scripts/lib/periodic-export.mjs): the same files `--import` loads.
 */
export async function exportEmulatorData(dir: string): Promise<void> {
  const response = await fetch(`${HUB_URL}/_admin/export`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ path: dir, initiatedBy: "bookstore-tests" }),
  });
  await expectOk(response, "the Emulator Hub's export");
}

/** Deletes every document of the store's database; other projects' databases keep theirs. */
export async function clearFirestore(): Promise<void> {
  const response = await fetch(`${FIRESTORE_EMULATOR}/databases/(default)/documents`, {
    method: "DELETE",
  });
  await expectOk(response, "the Firestore emulator's clear");
}

/**
 * Loads the Firestore documents of an export made by exportEmulatorData into the running
 * emulator. firebase-tools imports only when the emulators start, by handing the Firestore
 * emulator the export's metadata file; the emulator's import endpoint takes that same file
 * (in its `export_directory` field: the folder itself is refused). The import adds the
 * export's documents to those the database holds, so a database cleared first ends up exactly
 * as exported.
 */
export async function importFirestore(dir: string): Promise<void> {
  const metadata = JSON.parse(
    fs.readFileSync(path.join(dir, "firebase-export-metadata.json"), "utf8"),
  ) as ExportMetadata;
  if (!metadata.firestore) throw new Error(`${dir} holds no Firestore export`);
  const response = await fetch(`${FIRESTORE_EMULATOR}:import`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      database: DATABASE,
      export_directory: path.join(dir, metadata.firestore.metadata_file),
    }),
  });
  await expectOk(response, "the Firestore emulator's import");
}
