import type { PersonalDataSection } from "@bookstore/shared/accounts/accounts-api.ts";

import type { DataOwner } from "./data-owner.ts";
import { toJsonObject } from "./json-value.ts";
import { PERSONAL_DATA_SOURCES } from "./personal-data-sources.ts";

/** Every section of the owner's data, each document with all its fields, one read per source. */
export async function readPersonalData(owner: DataOwner): Promise<PersonalDataSection[]> {
  return Promise.all(
    PERSONAL_DATA_SOURCES.map(async (source) => {
      const found = await source.find(owner);
      return {
        collection: source.collection,
        about: source.about,
        documents: found
          .map((snapshot) => ({ id: snapshot.id, data: toJsonObject(snapshot.data() ?? {}) }))
          .sort((a, b) => a.id.localeCompare(b.id)),
      };
    }),
  );
}
