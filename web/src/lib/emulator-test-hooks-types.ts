/** Sign-in hooks that emulator builds expose to browser tests (see emulator-test-hooks.ts). */
export interface EmulatorTestHooks {
  signIn(email: string, password: string): Promise<void>;
  /** A custom token of POST /api/auth/admin: an admin session without the login form. */
  signInWithCustomToken(token: string): Promise<void>;
  signInWithGoogle(claims: {
    sub: string;
    email: string;
    name?: string;
    picture?: string;
  }): Promise<void>;
}

declare global {
  interface Window {
    bookstoreTestHooks?: EmulatorTestHooks;
  }
}
