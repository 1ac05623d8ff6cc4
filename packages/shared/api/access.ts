import { MESSAGES } from "../core/messages.ts";

/**
 * Who may call an endpoint and how often: every entry of the contract (contract.ts) declares
 * both, and one middleware (http/enforce-entry.ts) enforces them before the handler runs. A
 * handler gets the caller the middleware identified and never looks at a token's claims itself.
 */

/** The kinds of caller a request can come from, as the middleware tells them apart. */
export type CallerKind =
  /** No token. */
  | "visitor"
  /** A customer account whose e-mail address is not (yet) verified. */
  | "unverifiedCustomer"
  /** A customer account with a verified e-mail address. */
  | "customer"
  /** An admin token whose sign-in is older than an admin session lasts. */
  | "staleAdmin"
  /** An admin signed in within the session's length. */
  | "adminSession";

export const CALLER_KINDS: readonly CallerKind[] = [
  "visitor",
  "unverifiedCustomer",
  "customer",
  "staleAdmin",
  "adminSession",
];

/**
 * The access levels an entry declares, each the set of caller kinds it lets through.
 * `anyone` does not read the token at all: a public endpoint works the same with or without one.
 */
export const ACCESS_LEVELS = {
  anyone: ["visitor", "unverifiedCustomer", "customer", "staleAdmin", "adminSession"],
  /** Any valid token: signing out. */
  signedIn: ["unverifiedCustomer", "customer", "staleAdmin", "adminSession"],
  /** A customer's own account, verified or not: what is found by the account's uid. */
  customerAccount: ["unverifiedCustomer", "customer"],
  /** A customer whose address is verified: what is sent to or found by that address. */
  verifiedCustomer: ["customer"],
  /** A customer's own data, or any customer's for an admin session. */
  customerOrAdminSession: ["unverifiedCustomer", "customer", "adminSession"],
  /** An admin token, however old its sign-in: ending the session. */
  admin: ["staleAdmin", "adminSession"],
  adminSession: ["adminSession"],
} as const satisfies Record<string, readonly CallerKind[]>;

export type Access = keyof typeof ACCESS_LEVELS;

/**
 * How often one client (by address) or one account (by uid) may call the entry: at most `limit`
 * calls a window. `instance` counts in the function instance's memory (cheap reads; the store's
 * whole allowance is the limit times the instance cap); `store` counts in Firestore, shared by
 * every instance (writes, mail and anything an attacker gains by spreading over instances).
 */
export interface RateLimitDeclaration {
  readonly per: "client" | "account";
  readonly limit: number;
  readonly windowMs: number;
  readonly counted: "instance" | "store";
  /** Entries that name the same bucket share one count; otherwise each entry counts its own. */
  readonly bucket?: string;
}

const MINUTE = 60_000;

/** The declarations entries share, so each figure is chosen once. */
export const RATE_LIMITS = {
  /** Browsing and the catalogue's public reads. */
  publicRead: { per: "client", limit: 600, windowMs: MINUTE, counted: "instance" },
  /** Fuzzy search and suggestions: bounded work each, still the costliest public read. */
  search: { per: "client", limit: 300, windowMs: MINUTE, counted: "instance" },
  /** A signed-in customer reading their own things. */
  accountRead: { per: "account", limit: 300, windowMs: MINUTE, counted: "instance" },
  /** A customer's writes: orders, alerts, reviews' votes, sign-outs. */
  accountWrite: { per: "account", limit: 30, windowMs: MINUTE, counted: "instance" },
  /** Review texts: a customer rather than a connection writes them. */
  reviewWrite: {
    per: "account",
    limit: 10,
    windowMs: 60 * MINUTE,
    counted: "store",
    bucket: "review",
  },
  /**
   * Helpful votes: one account votes at a reader's pace. A vote counts once per review and
   * account whatever the limit, so the instance's count suffices.
   */
  helpfulVote: { per: "account", limit: 60, windowMs: 60 * MINUTE, counted: "instance" },
  /** Exporting or deleting an account, changing its password. */
  accountSensitive: { per: "account", limit: 10, windowMs: 60 * MINUTE, counted: "store" },
  /** Anonymous forms that store or mail something: contact and the newsletter. */
  contactForm: { per: "client", limit: 5, windowMs: 10 * MINUTE, counted: "store" },
  newsletterForm: { per: "client", limit: 10, windowMs: 10 * MINUTE, counted: "store" },
  /** A mail link's one-time action. */
  mailLink: { per: "client", limit: 30, windowMs: 10 * MINUTE, counted: "store" },
  /**
   * Admin sign-in: a flood guard in front of the sign-in's own caps, which Firestore counts
   * (a client's attempts, and each client and username's failures); counting here too would
   * only add contention on the same client's documents.
   */
  adminLogin: { per: "client", limit: 120, windowMs: 10 * MINUTE, counted: "instance" },
  /** The dashboard: a person at a desk, and the import's chunks. */
  admin: { per: "account", limit: 600, windowMs: MINUTE, counted: "instance" },
} as const satisfies Record<string, RateLimitDeclaration>;

export const ACCESS_MESSAGES = {
  signInRequired: MESSAGES.signInRequired,
  verifyEmailFirst:
    "Please verify your e-mail address first: open the link we sent you, then try again.",
  customersOnly: "This is for customer accounts; an admin session has none.",
  adminOnly: "Only an administrator can do this.",
  sessionExpired: "Your admin session has expired. Please login again.",
} as const;

/** The 429 answer of an account's limit. */
export function tooManyAccountRequestsMessage(minutes: number): string {
  return `Too many requests from your account. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
