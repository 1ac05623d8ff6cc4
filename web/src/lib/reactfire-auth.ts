import type { onIdTokenChanged as OnIdTokenChanged } from "firebase/auth";

import { lateBound } from "./late-bound";

/**
 * What reactfire imports from "firebase/auth" (the build points its import here; see
 * web/vite.config.ts), so the Auth SDK is not in every page's first bundle. @/lib/firebase-auth
 * hands the real function over when it loads; reactfire only calls it for the Auth instance that
 * module creates (the session provider renders reactfire's AuthProvider once it exists).
 */
const auth = lateBound<{ onIdTokenChanged: typeof OnIdTokenChanged }>("Auth");

export const provideAuthToReactfire = auth.provide;

export const onIdTokenChanged = ((...args: Parameters<typeof OnIdTokenChanged>) =>
  auth.get().onIdTokenChanged(...args)) as typeof OnIdTokenChanged;
