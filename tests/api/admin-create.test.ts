import { spawnSync } from "node:child_process";

import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";

import { adminsCollection } from "../../functions/src/lib/collections/admins.ts";
import { verifyPassword } from "../../functions/src/lib/password-hash.ts";

const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: "demo-bookstore" }));

function adminCreate(username: string, password: string) {
  return spawnSync("npm", ["run", "--silent", "admin:create", "--", username], {
    input: `${password}\n`,
    encoding: "utf8",
  });
}

describe("npm run admin:create", () => {
  const username = `tester-${Date.now()}`;

  it("stores a scrypt hash that verifies the password, never the password", async () => {
    const run = adminCreate(username, "correct horse battery");
    expect(run.stderr).not.toContain("✖");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`Created admin "${username}"`);
    const stored = (await adminsCollection(db).doc(username).get()).data();
    expect(stored?.username).toBe(username);
    const hash = String(stored?.passwordHash);
    expect(hash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(stored)).not.toContain("correct horse battery");
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("wrong horse battery", hash)).toBe(false);
  });

  it("sets a new password when the admin exists", async () => {
    const run = adminCreate(username, "a second password");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`Updated the password of admin "${username}"`);
    const stored = (await adminsCollection(db).doc(username).get()).data();
    expect(await verifyPassword("a second password", String(stored?.passwordHash))).toBe(true);
  });

  it.each([
    ["a too-short password", "valid-name", "short", "at least 8 characters"],
    ["an invalid username", "No Spaces!", "long enough password", "username of 3 to 32"],
  ])("refuses %s", (_label, name, password, message) => {
    const run = adminCreate(name, password);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(message);
  });
});
