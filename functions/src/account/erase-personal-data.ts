import type { DocumentSnapshot } from "firebase-admin/firestore";

import { db } from "../lib/firebase.ts";

import type { DataOwner } from "./data-owner.ts";
import {
  PERSONAL_DATA_SOURCES,
  type Erasure,
  type PersonalDataSource,
} from "./personal-data-sources.ts";

/** Below Firestore's 500 writes per batch. */
const WRITES_PER_BATCH = 400;

/** Commits of their own run this many at a time. */
const COMMITS_AT_ONCE = 10;

interface Found {
  erase: Erasure;
  found: DocumentSnapshot;
}

/**
 * Erases (or, for orders and the owner's mail, anonymises) every document the sources find for the
 * owner: most in batches, the few that change a count in commits of their own. The sources marked
 * `erasedFirst` are done before the others are looked for (a placed order's mail is written after
 * its commit, unless the order is anonymised by then). Running it again finds only what is left
 * or was added since, so an interrupted run is finished by the next; the number of documents
 * changed is returned.
 */
export async function erasePersonalData(owner: DataOwner): Promise<number> {
  const first = PERSONAL_DATA_SOURCES.filter((source) => source.erasedFirst === true);
  const then = PERSONAL_DATA_SOURCES.filter((source) => source.erasedFirst !== true);
  return (await eraseFrom(first, owner)) + (await eraseFrom(then, owner));
}

async function eraseFrom(
  sources: readonly PersonalDataSource[],
  owner: DataOwner,
): Promise<number> {
  const found: Found[] = (
    await Promise.all(
      sources.map(async (source) =>
        (await source.find(owner)).map((snapshot) => ({ erase: source.erase, found: snapshot })),
      ),
    )
  ).flat();
  const batched = found.flatMap(({ erase, found: snapshot }) =>
    "inBatch" in erase ? [{ write: erase.inBatch, snapshot }] : [],
  );
  const alone = found.flatMap(({ erase, found: snapshot }) =>
    "alone" in erase ? [() => erase.alone(snapshot)] : [],
  );
  for (let start = 0; start < batched.length; start += WRITES_PER_BATCH) {
    const batch = db.batch();
    for (const { write, snapshot } of batched.slice(start, start + WRITES_PER_BATCH)) {
      write(batch, snapshot);
    }
    await batch.commit();
  }
  for (let start = 0; start < alone.length; start += COMMITS_AT_ONCE) {
    await Promise.all(alone.slice(start, start + COMMITS_AT_ONCE).map((run) => run()));
  }
  return found.length;
}
