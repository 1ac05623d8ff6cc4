import { initializeApp } from "firebase/app";
import { connectAuthEmulator, getAuth } from "firebase/auth";
import { connectFirestoreEmulator, getFirestore } from "firebase/firestore";

import { env } from "@/config/env";

/** The one place the Firebase app is created; emulators are connected here, outside React. */
export const firebaseApp = initializeApp(env.firebase);

export const firestore = getFirestore(firebaseApp);
export const auth = getAuth(firebaseApp);

if (env.useEmulators) {
  const [host = "127.0.0.1", port = "8080"] = env.firestoreEmulatorHost.split(":");
  connectFirestoreEmulator(firestore, host, Number(port));
  connectAuthEmulator(auth, env.authEmulatorUrl, { disableWarnings: true });
}
