import type { onSnapshot as OnSnapshot, queryEqual as QueryEqual } from "firebase/firestore";

import { lateBound } from "./late-bound";

/**
 * What reactfire imports from "firebase/firestore" (the build points its import here; see
 * web/vite.config.ts): an adapter, not a reader. reactfire 4.2.6 imports Firestore statically, so
 * without this seam the whole SDK would load with reactfire on every page, before the first
 * render (the Auth session uses reactfire too). Here the real functions are handed over by
 * @/lib/firebase when the first screen that reads Firestore loads it; reactfire calls them only
 * with queries built on that module's Firestore instance. The store's own code never calls them:
 * it reads through reactfire's hooks or rxfire's observables (eslint forbids a listener of its own).
 */
const firestore = lateBound<{ onSnapshot: typeof OnSnapshot; queryEqual: typeof QueryEqual }>(
  "Firestore",
);

export const provideFirestoreToReactfire = firestore.provide;

export const onSnapshot = ((...args: Parameters<typeof OnSnapshot>) =>
  firestore.get().onSnapshot(...args)) as typeof OnSnapshot;

export const queryEqual: typeof QueryEqual = (left, right) =>
  firestore.get().queryEqual(left, right);
