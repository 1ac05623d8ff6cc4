import type { Auth } from "firebase/auth";

let loaded: Auth | undefined;
const listeners = new Set<() => void>();

/** Called once by ./firebase-auth.ts when the Auth SDK has loaded. */
export function announceAuth(auth: Auth): void {
  loaded = auth;
  for (const listener of listeners) listener();
}

/** The Auth instance if the SDK has loaded (for useSyncExternalStore). */
export function loadedAuth(): Auth | undefined {
  return loaded;
}

export function subscribeToAuthLoad(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
