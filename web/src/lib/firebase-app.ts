import { initializeApp } from "firebase/app";
import { connectAuthEmulator, getAuth } from "firebase/auth";

import { env } from "@/config/env";

/**
 * The Firebase app and Auth: what every page needs from its first render (the header shows who
 * is signed in). Firestore is NOT here: it loads with the first screen that reads books (see
 * ./firebase.ts), so the home page paints before ~70 KB gzip of Firestore arrives.
 */
export const firebaseApp = initializeApp(env.firebase);

export const auth = getAuth(firebaseApp);

if (env.useEmulators) {
  connectAuthEmulator(auth, env.authEmulatorUrl, { disableWarnings: true });
}
