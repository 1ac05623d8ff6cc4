import { mkdirSync, writeFileSync } from "node:fs";

import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from "@firebase/rules-unit-testing";
import {
  collection,
  collectionGroup,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from "firebase/firestore";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";
import { SAVED_BOOKS_MAX, SAVED_COUNT_ID } from "@bookstore/shared/library/saved.ts";

import { fetchRuleCoverage } from "./rule-coverage.ts";
import {
  CUSTOMER_UID,
  createRulesEnvironment,
  firestoreAs,
  ROLES,
  RULES_PROJECT_ID,
  type Role,
} from "./rules-env.ts";

const OPERATIONS = ["get", "list", "create", "update", "delete"] as const;
type Operation = (typeof OPERATIONS)[number];

const now = Timestamp.now();
const validBook = {
  title: "A Valid Book",
  author: "",
  description: "A description.",
  category: "fiction",
  coverImage: "a-valid-book.svg",
  newPrice: 10.5,
  oldPrice: 12,
  trending: false,
  createdAt: now,
  updatedAt: now,
  sold: 0,
  stock: 0,
  onSale: true,
  searchTerms: ["valid", "book"],
  ratingCount: 0,
  ratingSum: 0,
  ratingAverage: 0,
  generation: "0f6f7a2c-2c4e-4a53-8f0d-3b9e2d1c5a10",
};

/** A book's rolled-up ratings: the roll-up writes them, and the trigger gives a new book its 0s. */
const RATING_FIELDS = ["ratingCount", "ratingSum", "ratingAverage"];

/** What an admin's client writes to create a book: the trigger derives the rest. */
const clientBook: Record<string, unknown> = Object.fromEntries(
  Object.entries(validBook).filter(
    ([field]) =>
      field !== "searchTerms" && field !== "generation" && !RATING_FIELDS.includes(field),
  ),
);

interface CollectionCase {
  name: string;
  existing: Record<string, unknown>;
  /** What a client would write to create a document. */
  created: Record<string, unknown>;
  /** What a client would change on update. */
  change: Record<string, unknown>;
  /** Narrows list queries where the rules require it. */
  listFilter?: ReturnType<typeof where>;
  /** The write a client makes, where it is more than the one document (a save and its count). */
  writes?: Partial<Record<"create" | "delete", (db: Firestore) => Promise<unknown>>>;
  allowed: Record<Operation, readonly Role[]>;
}

const EVERYONE = ROLES;
const NOBODY: readonly Role[] = [];
const ADMIN_ONLY: readonly Role[] = ["admin"];

/** The customer's saved books: customers/<uid>/saved/<book id>. */
const SAVED = `${COLLECTIONS.customers}/${CUSTOMER_UID}/${COLLECTIONS.saved}`;

/** How many books the customer saved: customers/<uid>/counters/saved. */
const SAVED_COUNT = `${COLLECTIONS.customers}/${CUSTOMER_UID}/${COLLECTIONS.counters}/${SAVED_COUNT_ID}`;

/** A save or an un-save as the client writes it: the saved book and the count in one batch. */
function saveWithCount(db: Firestore, bookId: string, count: number): Promise<void> {
  const batch = writeBatch(db);
  batch.set(doc(db, SAVED, bookId), { bookId, savedAt: serverTimestamp(), price: 9.99 });
  batch.set(doc(db, SAVED_COUNT), { count, bookId });
  return batch.commit();
}

function unsaveWithCount(db: Firestore, bookId: string, count: number): Promise<void> {
  const batch = writeBatch(db);
  batch.delete(doc(db, SAVED, bookId));
  batch.set(doc(db, SAVED_COUNT), { count, bookId });
  return batch.commit();
}

/** The customer's back-in-stock alerts: customers/<uid>/stockAlerts/<book id>. */
const STOCK_ALERTS = `${COLLECTIONS.customers}/${CUSTOMER_UID}/${COLLECTIONS.stockAlerts}`;
/** Helpful votes on a review: the customer's own vote included, the API alone writes them. */
const HELPFUL_VOTES = `${COLLECTIONS.reviews}/someone_a-book/${COLLECTIONS.helpfulVotes}`;

const CASES: CollectionCase[] = [
  {
    name: COLLECTIONS.books,
    existing: validBook,
    created: clientBook,
    change: { newPrice: 9.99, updatedAt: now },
    allowed: {
      get: EVERYONE,
      list: EVERYONE,
      create: ADMIN_ONLY,
      update: ADMIN_ONLY,
      delete: ADMIN_ONLY,
    },
  },
  {
    name: COLLECTIONS.orders,
    existing: {
      uid: CUSTOMER_UID,
      email: "customer@example.com",
      totalPrice: "10.50",
      status: "pending",
    },
    created: {
      uid: CUSTOMER_UID,
      email: "customer@example.com",
      totalPrice: "0.01",
      status: "pending",
    },
    change: { totalPrice: "0.01" },
    listFilter: where("uid", "==", CUSTOMER_UID),
    allowed: {
      get: ["customer", "admin"],
      list: ["customer", "admin"],
      create: NOBODY,
      update: NOBODY,
      delete: NOBODY,
    },
  },
  {
    name: COLLECTIONS.catalogue,
    existing: { after: { createdAt: now, bookId: "eighth-newest" } },
    created: { after: null },
    change: { after: null },
    allowed: { get: EVERYONE, list: EVERYONE, create: NOBODY, update: NOBODY, delete: NOBODY },
  },
  {
    name: COLLECTIONS.verses,
    existing: { chapter: 2, verse: 47, sanskrit: "…", translation: "…", source: "…" },
    created: { chapter: 1, verse: 1, sanskrit: "…", translation: "…", source: "…" },
    change: { translation: "changed" },
    allowed: { get: EVERYONE, list: EVERYONE, create: NOBODY, update: NOBODY, delete: NOBODY },
  },
  ...[
    COLLECTIONS.admins,
    COLLECTIONS.subscribers,
    COLLECTIONS.messages,
    COLLECTIONS.covers,
    COLLECTIONS.loginAttempts,
    COLLECTIONS.system,
    COLLECTIONS.stockRollups,
    // Collection points: the API lists them to everyone and admins change them through it.
    COLLECTIONS.collectionPoints,
    // Reviews and their roll-ups: the API checks buyers and hides reviews, so clients go through it.
    COLLECTIONS.reviews,
    COLLECTIONS.reviewModeration,
    COLLECTIONS.ratingRollups,
    // The search index's state, manifest and snapshot chunks: the API and its rebuilds alone.
    COLLECTIONS.searchIndex,
    COLLECTIONS.searchIndexChunks,
    // What follows an order's commit: the API writes it and a trigger takes it.
    COLLECTIONS.placedOrders,
    // Outgoing mail: admins too see it only through the API's Outbox.
    COLLECTIONS.mail,
    // Data migrations' records: `npm run migrate` alone keeps them.
    COLLECTIONS.migrations,
    // A book's stock shards: orders take copies from them through the API alone.
    `${COLLECTIONS.books}/existing/${COLLECTIONS.stockShards}`,
  ].map((name): CollectionCase => ({
    name,
    existing: { value: "server only" },
    created: { value: "from a client" },
    change: { value: "changed" },
    allowed: { get: NOBODY, list: NOBODY, create: NOBODY, update: NOBODY, delete: NOBODY },
  })),
  {
    // A customer's own spend counters are server-only too: the API keeps them.
    name: COLLECTIONS.customers,
    existing: { name: "Ada", email: "customer@example.com", orders: 1, spentCents: 1050 },
    created: { name: "Ada", email: "customer@example.com", orders: 9, spentCents: 999999 },
    change: { spentCents: 0 },
    listFilter: where("email", "==", "customer@example.com"),
    allowed: { get: NOBODY, list: NOBODY, create: NOBODY, update: NOBODY, delete: NOBODY },
  },
  {
    // The one part of a customer's document a client writes: their saved books, theirs alone.
    name: SAVED,
    existing: { bookId: "existing", savedAt: now, price: 10.5 },
    created: { bookId: "created", savedAt: serverTimestamp(), price: 9.99 },
    change: { savedAt: serverTimestamp(), price: 8 },
    // The count goes with each save and un-save (the beforeEach stores 1, for "existing").
    writes: {
      create: (db) => saveWithCount(db, "created", 2),
      delete: (db) => unsaveWithCount(db, "existing", 0),
    },
    allowed: {
      get: ["customer"],
      list: ["customer"],
      create: ["customer"],
      update: ["customer"],
      delete: ["customer"],
    },
  },
  {
    // Back-in-stock alerts: the API alone makes them (book out of stock, address verified); the
    // customer reads and ends their own.
    name: STOCK_ALERTS,
    existing: {
      bookId: "existing",
      title: "A Sold-Out Book",
      email: "customer@example.com",
      createdAt: now,
    },
    created: {
      bookId: "created",
      title: "A Book In Stock",
      email: "customer@example.com",
      createdAt: serverTimestamp(),
    },
    change: { email: "someone-else@example.com" },
    allowed: {
      get: ["customer"],
      list: ["customer"],
      create: NOBODY,
      update: NOBODY,
      delete: ["customer"],
    },
  },
  {
    // A customer's helpful vote: the API counts it with the review's helpfulCount in one
    // transaction, so no client reads, casts or withdraws one, the voter included.
    name: HELPFUL_VOTES,
    existing: { uid: CUSTOMER_UID, reviewId: "someone_a-book", bookId: "a-book", createdAt: now },
    created: {
      uid: CUSTOMER_UID,
      reviewId: "someone_a-book",
      bookId: "a-book",
      createdAt: serverTimestamp(),
    },
    change: { uid: "someone-else" },
    listFilter: where("uid", "==", CUSTOMER_UID),
    allowed: { get: NOBODY, list: NOBODY, create: NOBODY, update: NOBODY, delete: NOBODY },
  },
];

function attempt(db: Firestore, operation: Operation, testCase: CollectionCase): Promise<unknown> {
  const existing = doc(db, testCase.name, "existing");
  switch (operation) {
    case "get":
      return getDoc(existing);
    case "list": {
      const base = collection(db, testCase.name);
      const filtered = testCase.listFilter ? query(base, testCase.listFilter) : query(base);
      return getDocs(query(filtered, limit(10)));
    }
    case "create":
      return (
        testCase.writes?.create?.(db) ?? setDoc(doc(db, testCase.name, "created"), testCase.created)
      );
    case "update":
      return updateDoc(existing, testCase.change);
    case "delete":
      return testCase.writes?.delete?.(db) ?? deleteDoc(existing);
  }
}

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createRulesEnvironment();
});

afterAll(async () => {
  await env.cleanup();
});

/**
 * Whether the last test left the database as the seed wrote it (a read, or a write the rules
 * refused): then the next test needs no fresh seed. Set only once a test's assertion held.
 */
let untouched = false;

beforeEach(async () => {
  if (untouched) {
    untouched = false;
    return;
  }
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await Promise.all([
      ...CASES.map((testCase) => setDoc(doc(db, testCase.name, "existing"), testCase.existing)),
      setDoc(doc(db, SAVED_COUNT), { count: 1, bookId: "existing" }),
    ]);
  });
});

describe.each(CASES)("$name", (testCase) => {
  const matrix = ROLES.flatMap((role) =>
    OPERATIONS.map((operation) => ({
      role,
      operation,
      allowed: testCase.allowed[operation].includes(role),
    })),
  );

  it.each(matrix)("$role $operation -> allowed: $allowed", async ({ role, operation, allowed }) => {
    const result = attempt(firestoreAs(env, role), operation, testCase);
    await (allowed ? assertSucceeds(result) : assertFails(result));
    untouched = !allowed || operation === "get" || operation === "list";
  });
});

describe("stock alerts across customers", () => {
  it("are neither read nor ended by another customer, nor listed across customers", async () => {
    const other = firestoreAs(env, "otherCustomer");
    await assertFails(getDoc(doc(other, STOCK_ALERTS, "existing")));
    await assertFails(deleteDoc(doc(other, STOCK_ALERTS, "existing")));
    const everyones = query(collectionGroup(firestoreAs(env, "customer"), COLLECTIONS.stockAlerts));
    await assertFails(getDocs(everyones));
  });
});

describe("book validation for admin writes", () => {
  const invalidBooks: [string, Record<string, unknown>][] = [
    ["a missing title", { ...clientBook, title: undefined }],
    ["an empty title", { ...clientBook, title: "" }],
    ["an unknown category", { ...clientBook, category: "poetry" }],
    ["a negative price", { ...clientBook, newPrice: -1 }],
    ["a price given as a string", { ...clientBook, oldPrice: "12.00" }],
    ["trending as a string", { ...clientBook, trending: "yes" }],
    ["units already sold", { ...clientBook, sold: 5 }],
    ["a negative stock", { ...clientBook, stock: -1 }],
    ["a stock that is not a whole number", { ...clientBook, stock: 1.5 }],
    ["a stock above the API's 100000 limit", { ...clientBook, stock: 100001 }],
    ["onSale that contradicts the prices", { ...clientBook, onSale: false }],
    ["onSale on a book at full price", { ...clientBook, oldPrice: 10.5, onSale: true }],
    ["an unknown field", { ...clientBook, isFree: true }],
    ["search terms of its own", { ...clientBook, searchTerms: ["valid", "book"] }],
    ["a generation of its own", { ...clientBook, generation: "chosen-by-the-client" }],
    ["search terms that are not a list", { ...clientBook, searchTerms: "valid book" }],
    ["a price above the API's 10000 limit", { ...clientBook, newPrice: 10000.01 }],
    ["a cover URL that is not https", { ...clientBook, coverImage: "http://example.com/a.jpg" }],
    ["a cover path that climbs out", { ...clientBook, coverImage: "a..b.svg" }],
    ["a cover path with a slash", { ...clientBook, coverImage: "covers/a.svg" }],
    ["an ISBN that is not 13 digits", { ...clientBook, isbn: "0-14-044913-2" }],
    ["an ISBN given as a number", { ...clientBook, isbn: 9780140449136 }],
    ["a publication day not written YYYY-MM-DD", { ...clientBook, publishedOn: "12/03/2027" }],
    ["a publication day given as a timestamp", { ...clientBook, publishedOn: new Date() }],
  ];

  it.each(invalidBooks)("rejects a book with %s", async (_label, book) => {
    const data = Object.fromEntries(
      Object.entries(book).filter(([, value]) => value !== undefined),
    );
    await assertFails(setDoc(doc(firestoreAs(env, "admin"), COLLECTIONS.books, "invalid"), data));
  });

  it("accepts a price of exactly 10000, the API's upper bound", async () => {
    const book = { ...clientBook, newPrice: 10000, oldPrice: 10000, onSale: false };
    await assertSucceeds(setDoc(doc(firestoreAs(env, "admin"), COLLECTIONS.books, "dear"), book));
  });

  it("accepts a book with an ISBN-13", async () => {
    const book = { ...clientBook, isbn: "9780140449136" };
    await assertSucceeds(setDoc(doc(firestoreAs(env, "admin"), COLLECTIONS.books, "isbn"), book));
  });

  it("accepts a book with a publication day", async () => {
    const book = { ...clientBook, publishedOn: "2027-03-12" };
    await assertSucceeds(setDoc(doc(firestoreAs(env, "admin"), COLLECTIONS.books, "dated"), book));
  });

  it("does not let an admin change the units sold", async () => {
    const existing = doc(firestoreAs(env, "admin"), COLLECTIONS.books, "existing");
    await assertFails(updateDoc(existing, { sold: 100 }));
  });

  it("does not let an admin give a new book ratings, not even 0s: the trigger gives those", async () => {
    const admin = firestoreAs(env, "admin");
    for (const field of RATING_FIELDS) {
      for (const value of [0, 5]) {
        await assertFails(
          setDoc(doc(admin, COLLECTIONS.books, `rated-${field}-${value}`), {
            ...clientBook,
            [field]: value,
          }),
        );
      }
    }
    await assertFails(
      setDoc(doc(admin, COLLECTIONS.books, "rated-all"), {
        ...clientBook,
        ratingCount: 0,
        ratingSum: 0,
        ratingAverage: 0,
      }),
    );
  });

  it("does not let an admin change a book's rolled-up ratings", async () => {
    const existing = doc(firestoreAs(env, "admin"), COLLECTIONS.books, "existing");
    await assertFails(updateDoc(existing, { ratingCount: 100 }));
    await assertFails(updateDoc(existing, { ratingSum: 500 }));
    await assertFails(updateDoc(existing, { ratingAverage: 5 }));
  });

  it("does not let an admin drop a book's ratings, which keep it in the top-rated listing", async () => {
    const existing = doc(firestoreAs(env, "admin"), COLLECTIONS.books, "existing");
    for (const field of RATING_FIELDS) {
      await assertFails(updateDoc(existing, { [field]: deleteField() }));
    }
    // Written whole, as a form would write it: without the ratings it is refused, with them kept
    // as they are it is taken.
    const edited = { ...validBook, title: "A Rewritten Book", updatedAt: now };
    const withoutRatings = Object.fromEntries(
      Object.entries(edited).filter(([field]) => !RATING_FIELDS.includes(field)),
    );
    await assertFails(setDoc(existing, withoutRatings));
    await assertSucceeds(setDoc(existing, edited));
  });

  it("does not let an admin change or drop a book's generation, and keeps it on an edit", async () => {
    const existing = doc(firestoreAs(env, "admin"), COLLECTIONS.books, "existing");
    await assertFails(updateDoc(existing, { generation: "a-later-book" }));
    await assertFails(updateDoc(existing, { generation: deleteField() }));
    await assertSucceeds(updateDoc(existing, { title: "A Retitled Book", updatedAt: now }));
  });

  it("does not let an admin change the stock", async () => {
    const existing = doc(firestoreAs(env, "admin"), COLLECTIONS.books, "existing");
    await assertFails(updateDoc(existing, { stock: 100 }));
  });

  it("lets an admin give a new book its copies, an https cover or none", async () => {
    const admin = firestoreAs(env, "admin");
    await assertSucceeds(
      setDoc(doc(admin, COLLECTIONS.books, "stocked"), { ...clientBook, stock: 5 }),
    );
    await assertSucceeds(
      setDoc(doc(admin, COLLECTIONS.books, "no-cover"), { ...clientBook, coverImage: "" }),
    );
    await assertSucceeds(
      setDoc(doc(admin, COLLECTIONS.books, "url-cover"), {
        ...clientBook,
        coverImage: "https://covers.example.com/a.jpg",
      }),
    );
  });

  it("does not let an admin write the search terms or move a book in the list order", async () => {
    const existing = doc(firestoreAs(env, "admin"), COLLECTIONS.books, "existing");
    await assertFails(updateDoc(existing, { searchTerms: ["free", "book"] }));
    await assertFails(updateDoc(existing, { createdAt: Timestamp.fromMillis(0) }));
    await assertSucceeds(updateDoc(existing, { title: "A Renamed Book", updatedAt: now }));
  });

  it("lets an admin mark a price cut as on sale, and not a price rise", async () => {
    const existing = doc(firestoreAs(env, "admin"), COLLECTIONS.books, "existing");
    await assertSucceeds(updateDoc(existing, { newPrice: 11, onSale: true }));
    await assertFails(updateDoc(existing, { newPrice: 13, onSale: true }));
  });

  it("lets a customer list only their own orders", async () => {
    const orders = collection(firestoreAs(env, "customer"), COLLECTIONS.orders);
    await assertFails(getDocs(query(orders, limit(10))));
  });
});

describe("saved book validation", () => {
  // With the count one up (the beforeEach stores 1), so only the save's own shape decides.
  const save = (data: Record<string, unknown>, id = "a-book") => {
    const db = firestoreAs(env, "customer");
    const batch = writeBatch(db);
    batch.set(doc(db, SAVED, id), data);
    batch.set(doc(db, SAVED_COUNT), { count: 2, bookId: id });
    return batch.commit();
  };
  const valid = { bookId: "a-book", savedAt: serverTimestamp(), price: 12 };

  it("accepts a save of the book its id names, stamped with the time of the write", async () => {
    await assertSucceeds(save(valid));
  });

  const invalidSaves: [string, Record<string, unknown>][] = [
    ["another book's id", { ...valid, bookId: "another-book" }],
    ["a time of its own", { ...valid, savedAt: Timestamp.fromMillis(0) }],
    ["a price given as a string", { ...valid, price: "12.00" }],
    ["a negative price", { ...valid, price: -1 }],
    ["a missing price", { bookId: valid.bookId, savedAt: valid.savedAt }],
    ["an unknown field", { ...valid, note: "for later" }],
  ];

  it.each(invalidSaves)("rejects a save with %s", async (_label, data) => {
    await assertFails(save(data));
  });

  it("does not let a customer save into another customer's list", async () => {
    const other = doc(firestoreAs(env, "otherCustomer"), SAVED, "a-book");
    await assertFails(setDoc(other, valid));
    await assertFails(saveWithCount(firestoreAs(env, "otherCustomer"), "a-book", 2));
  });
});

describe("saved books cap and count", () => {
  const customer = () => firestoreAs(env, "customer");
  const setCount = (count: number, bookId = "existing") =>
    env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      await setDoc(doc(db, SAVED_COUNT), { count, bookId });
    });

  it(`allows the save that brings the count to ${SAVED_BOOKS_MAX}`, async () => {
    await setCount(SAVED_BOOKS_MAX - 1);
    await assertSucceeds(saveWithCount(customer(), "the-last-one", SAVED_BOOKS_MAX));
  });

  it(`denies a save past ${SAVED_BOOKS_MAX}, with the count raised or not`, async () => {
    await setCount(SAVED_BOOKS_MAX);
    await assertFails(saveWithCount(customer(), "one-too-many", SAVED_BOOKS_MAX + 1));
    await assertFails(saveWithCount(customer(), "one-too-many", SAVED_BOOKS_MAX));
    await assertFails(setDoc(doc(customer(), SAVED, "one-too-many"), { ...validSave() }));
  });

  it("allows a first save with the count at 1, and a save written again without the count", async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await deleteDoc(doc(context.firestore() as unknown as Firestore, SAVED_COUNT));
    });
    await assertSucceeds(saveWithCount(customer(), "first", 1));
    await assertSucceeds(setDoc(doc(customer(), SAVED, "first"), validSave("first")));
    await assertFails(saveWithCount(customer(), "first", 2));
  });

  it("denies a save or an un-save whose count does not move by one", async () => {
    await assertFails(saveWithCount(customer(), "skipped", 3));
    await assertFails(saveWithCount(customer(), "stalled", 1));
    await assertFails(deleteDoc(doc(customer(), SAVED, "existing")));
    await assertFails(unsaveWithCount(customer(), "existing", 1));
  });

  it("denies moving the count without its save: alone, or naming another book", async () => {
    const db = customer();
    const count = doc(db, SAVED_COUNT);
    await assertFails(setDoc(count, { count: 0, bookId: "existing" }));
    await assertFails(setDoc(count, { count: 2, bookId: "not-saved" }));
    await assertFails(setDoc(count, { count: 0, bookId: "never-saved" }));
    await assertFails(updateDoc(count, { count: -1 }));
    const batch = writeBatch(db);
    batch.set(doc(db, SAVED, "saved-now"), validSave("saved-now"));
    batch.set(count, { count: 2, bookId: "another-book" });
    await assertFails(batch.commit());
  });

  it("denies a count of another shape, and its deletion", async () => {
    const db = customer();
    const count = doc(db, SAVED_COUNT);
    const batch = (data: Record<string, unknown>) => {
      const both = writeBatch(db);
      both.set(doc(db, SAVED, "shaped"), validSave("shaped"));
      both.set(count, data);
      return both.commit();
    };
    await assertFails(batch({ count: 2 }));
    await assertFails(batch({ count: 2, bookId: "shaped", note: "extra" }));
    await assertFails(batch({ count: 2.5, bookId: "shaped" }));
    await assertFails(batch({ count: 2, bookId: 7 }));
    await assertSucceeds(batch({ count: 2, bookId: "shaped" }));
    await assertFails(deleteDoc(count));
  });

  it("lets the customer alone read the count", async () => {
    await assertSucceeds(getDoc(doc(customer(), SAVED_COUNT)));
    for (const role of ["anonymous", "otherCustomer", "admin"] as const) {
      await assertFails(getDoc(doc(firestoreAs(env, role), SAVED_COUNT)));
      await assertFails(
        setDoc(doc(firestoreAs(env, role), SAVED_COUNT), { count: 0, bookId: "x" }),
      );
    }
  });
});

function validSave(bookId = "one-too-many") {
  return { bookId, savedAt: serverTimestamp(), price: 12 };
}

// Last in this file: by now the matrix above has sent every request the rules can see.
describe("rules coverage", () => {
  it("evaluates every expression of firestore.rules", async () => {
    const coverage = await fetchRuleCoverage(RULES_PROJECT_ID);
    mkdirSync("test-reports", { recursive: true });
    writeFileSync("test-reports/rules-coverage.json", `${JSON.stringify(coverage, null, 2)}\n`);
    console.log(`Rules coverage: ${coverage.evaluated} of ${coverage.expressions} expressions`);
    expect(coverage.expressions).toBeGreaterThan(100);
    expect(coverage.unevaluated).toEqual([]);
  });
});
