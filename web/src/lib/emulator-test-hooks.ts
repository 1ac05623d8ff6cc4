import {
  GoogleAuthProvider,
  signInWithCredential,
  signInWithEmailAndPassword,
} from "firebase/auth";

import type {} from "./emulator-test-hooks-types";
import { auth } from "./firebase";

/**
 * Emulator builds only: lets browser tests sign in the way a popup cannot offline (the Auth
 * emulator accepts a fake Google credential). Never installed in a production build.
 */
export function installEmulatorTestHooks(): void {
  window.bookstoreTestHooks = {
    async signIn(email, password) {
      await signInWithEmailAndPassword(auth, email, password);
    },
    async signInWithGoogle(claims) {
      const credential = GoogleAuthProvider.credential(
        JSON.stringify({ ...claims, email_verified: true }),
      );
      await signInWithCredential(auth, credential);
    },
  };
}
