import { connectAuthEmulator, getAuth, onAuthStateChanged, onIdTokenChanged } from "firebase/auth";

import { env } from "@/config/env";

import { announceAuth } from "./auth-loaded";
import { firebaseApp } from "./firebase-app";
import { provideAuthToReactfire } from "./reactfire-auth";
import { rememberSession } from "./session-hint";

/**
 * Firebase Auth. Importing this module loads the SDK: the screens that sign in or
 * out import it, and ./auth-loader.ts loads it on any page once a session may exist.
 */
export const auth = getAuth(firebaseApp);

if (env.emulators) {
  connectAuthEmulator(auth, env.emulators.authUrl, { disableWarnings: true });
}

provideAuthToReactfire({ onIdTokenChanged });
onAuthStateChanged(auth, (user) => {
  rememberSession(user !== null);
});
announceAuth(auth);
