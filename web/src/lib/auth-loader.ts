import type { Auth } from "firebase/auth";

/** Loads the Auth SDK (once) and resolves to its instance. */
export async function loadAuth(): Promise<Auth> {
  const { auth } = await import("./firebase-auth");
  return auth;
}

/** The Auth SDK's functions and the store's instance, for code that must not load them early. */
export async function loadAuthSdk() {
  const [sdk, auth] = await Promise.all([import("firebase/auth"), loadAuth()]);
  return { sdk, auth };
}
