import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ACCOUNT_DATA_MESSAGES } from "@bookstore/shared/accounts/account-data.ts";
import type { AccountDataExport, AccountDeleted } from "@bookstore/shared/accounts/accounts-api.ts";

import { mailCollection } from "../../functions/src/lib/collections/mail.ts";
import { messagesCollection } from "../../functions/src/lib/collections/messages.ts";
import { subscribersCollection } from "../../functions/src/lib/collections/subscribers.ts";
import { subscriberId } from "../../functions/src/lib/subscriber-id.ts";
import { adminAuth, adminDb, api } from "../support/admin-session.ts";
import {
  signUpCustomer,
  signUpUnverifiedCustomer,
  uniqueEmail,
  type SignedInAccount,
} from "../support/auth-tokens.ts";
import { deleteMailTo } from "../support/mail.ts";

/**
 * Anyone can register an account under an address they do not own (the register form cannot
 * know), so the export and the deletion find nothing by an address the account has not verified:
 * the mail, contact messages and newsletter row under it belong to whoever owns the address.
 */

/** Someone else's address: a shopper with no account here who wrote, subscribed and got mail. */
const victim = uniqueEmail("unverified-victim");
const message = `unverified-address ${victim}`;
let mailId: string;
let squatter: SignedInAccount;
let verified: SignedInAccount | undefined;

async function storeVictimData(address: string, id: string): Promise<string> {
  await subscribersCollection(adminDb)
    .doc(subscriberId(address))
    .set({ email: address, createdAt: Timestamp.now() });
  await messagesCollection(adminDb).doc(id).set({
    name: "The Owner",
    email: address,
    message,
    createdAt: Timestamp.now(),
  });
  const mail = await mailCollection(adminDb).add({
    to: address,
    kind: "owner-new-order",
    message: { subject: "New order", text: "Ann, 555-0100, 1 Main St", html: "<p>Ann</p>" },
    createdAt: Timestamp.now(),
  });
  return mail.id;
}

/** Whether the newsletter row and the contact message exist, and the mail still names Ann. */
async function victimDataLeft(address: string, id: string): Promise<[boolean, boolean, boolean]> {
  const [subscriber, contact, mail] = await Promise.all([
    subscribersCollection(adminDb).doc(subscriberId(address)).get(),
    messagesCollection(adminDb).doc(id).get(),
    mailCollection(adminDb).doc(mailId).get(),
  ]);
  return [subscriber.exists, contact.exists, JSON.stringify(mail.data() ?? {}).includes("Ann")];
}

beforeAll(async () => {
  mailId = await storeVictimData(victim, `unverified-${victim}`);
  squatter = await signUpUnverifiedCustomer(victim);
}, 60_000);

afterAll(async () => {
  await subscribersCollection(adminDb).doc(subscriberId(victim)).delete();
  await messagesCollection(adminDb).doc(`unverified-${victim}`).delete();
  await deleteMailTo(victim);
  // Each test deletes its account; these catch what a failed test left.
  for (const account of [squatter, verified]) {
    if (account !== undefined) await adminAuth.deleteUser(account.uid).catch(() => undefined);
  }
});

describe("an account whose address is not verified", () => {
  it("exports nothing found by that address, and says to verify it first", async () => {
    const answer = await api<AccountDataExport>("/api/account/data", { token: squatter.idToken });
    expect(answer.status).toBe(200);
    const found = answer.body.sections.flatMap((section) =>
      section.documents.filter((document) => JSON.stringify(document.data).includes(victim)),
    );
    expect(found).toEqual([]);
    expect(answer.body.notice).toBe(ACCOUNT_DATA_MESSAGES.exportLeavesOutUnverified(victim));
  });

  it("deletes the account and nothing found by that address", async () => {
    const answer = await api<AccountDeleted>("/api/account/delete", {
      method: "POST",
      token: squatter.idToken,
      json: {},
    });
    expect(answer.status).toBe(200);
    expect(answer.body.notice).toBe(ACCOUNT_DATA_MESSAGES.deletionLeavesUnverified(victim));
    expect(await victimDataLeft(victim, `unverified-${victim}`)).toEqual([true, true, true]);
  });
});

describe("the same address once verified", () => {
  // The owner's notice of a new order is the store's record of it: it stays, the customer's
  // details taken out of it.
  it("exports and erases what is under it", async () => {
    const owner = await signUpCustomer(victim);
    verified = owner;
    const exported = await api<AccountDataExport>("/api/account/data", {
      token: owner.idToken,
    });
    expect(exported.status).toBe(200);
    expect(exported.body.notice).toBeNull();
    const collections = exported.body.sections
      .filter((section) =>
        section.documents.some((document) => JSON.stringify(document.data).includes(victim)),
      )
      .map((section) => section.collection)
      .sort();
    expect(collections).toEqual(["mail", "messages", "subscribers"]);
    const deleted = await api<AccountDeleted>("/api/account/delete", {
      method: "POST",
      token: owner.idToken,
      json: {},
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.notice).toBeNull();
    expect(await victimDataLeft(victim, `unverified-${victim}`)).toEqual([false, false, false]);
    expect((await mailCollection(adminDb).doc(mailId).get()).get("redactedAt")).toBeDefined();
  });
});
