import { connectFirestoreEmulator, getFirestore, onSnapshot, queryEqual } from "firebase/firestore";

import { env } from "@/config/env";

import { firebaseApp } from "./firebase-app";
import { provideFirestoreToReactfire } from "./reactfire-firestore";

/**
 * Firestore, created and connected to its emulator here, outside React (the app is in
 * ./firebase-app.ts, Auth in ./firebase-auth.ts). Importing this module loads Firestore: only
 * screens that read books do, lazily.
 */
export const firestore = getFirestore(firebaseApp);

if (env.emulators) {
  connectFirestoreEmulator(firestore, env.emulators.firestore.host, env.emulators.firestore.port);
}

// reactfire's seam (./reactfire-firestore.ts) gets the SDK's functions here, and only reactfire
// calls them. Every query reactfire receives was built on `firestore` above, so they are in place
// before it first needs them.
provideFirestoreToReactfire({ onSnapshot, queryEqual });
