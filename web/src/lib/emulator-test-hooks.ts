import { loadAuthSdk } from "./auth-loader";
import type { EmulatorTestHooks } from "./emulator-test-hooks-types";

/**
 * Emulator builds only: lets browser tests sign in the way a popup cannot offline (the Auth
 * emulator accepts a fake Google credential). Auth loads on the first sign-in, as in the store.
 */
export const emulatorTestHooks: EmulatorTestHooks = {
  async signIn(email, password) {
    const { auth, sdk } = await loadAuthSdk();
    await sdk.signInWithEmailAndPassword(auth, email, password);
  },
  async signInWithCustomToken(token) {
    const { auth, sdk } = await loadAuthSdk();
    await sdk.signInWithCustomToken(auth, token);
  },
  async signInWithGoogle(claims) {
    const { auth, sdk } = await loadAuthSdk();
    const credential = sdk.GoogleAuthProvider.credential(
      JSON.stringify({ ...claims, email_verified: true }),
    );
    await sdk.signInWithCredential(auth, credential);
  },
};
