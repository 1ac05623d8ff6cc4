import { readFileSync } from "node:fs";

import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from "@firebase/rules-unit-testing";
import type { Firestore } from "firebase/firestore";

/** A project of its own, so clearing it never touches the seeded store the other tests use. */
export const RULES_PROJECT_ID = "demo-bookstore-rules";

export const CUSTOMER_UID = "customer-uid";
export const OTHER_CUSTOMER_UID = "other-customer-uid";
export const ADMIN_UID = "admin-uid";
const ADMIN_SESSION_SECONDS = 3600;

export const ROLES = ["anonymous", "customer", "otherCustomer", "admin", "expiredAdmin"] as const;
export type Role = (typeof ROLES)[number];

export function createRulesEnvironment(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: RULES_PROJECT_ID,
    firestore: { rules: readFileSync(new URL("../../firestore.rules", import.meta.url), "utf8") },
  });
}

function contextFor(env: RulesTestEnvironment, role: Role): RulesTestContext {
  const now = Math.floor(Date.now() / 1000);
  switch (role) {
    case "anonymous":
      return env.unauthenticatedContext();
    case "customer":
      return env.authenticatedContext(CUSTOMER_UID, { email: "customer@example.com" });
    case "otherCustomer":
      return env.authenticatedContext(OTHER_CUSTOMER_UID, { email: "other@example.com" });
    case "admin":
      return env.authenticatedContext(ADMIN_UID, { admin: true, auth_time: now - 60 });
    case "expiredAdmin":
      return env.authenticatedContext(ADMIN_UID, {
        admin: true,
        auth_time: now - ADMIN_SESSION_SECONDS - 1,
      });
  }
}

/** The modular SDK's Firestore for a role (the test library types it as the compat SDK). */
export function firestoreAs(env: RulesTestEnvironment, role: Role): Firestore {
  return contextFor(env, role).firestore() as unknown as Firestore;
}
