/**
 * Whether this browser had a signed-in session when it last knew. Firebase keeps the session in
 * IndexedDB, which only the Auth SDK reads; this flag lets a visitor who never signed in skip
 * loading that SDK, while a returning customer's page loads it at once.
 */
export const SESSION_HINT_KEY = "bookstore.session";

export function hasSessionHint(storage: Storage | undefined = safeLocalStorage()): boolean {
  try {
    return storage?.getItem(SESSION_HINT_KEY) === "1";
  } catch {
    return false;
  }
}

export function rememberSession(
  signedIn: boolean,
  storage: Storage | undefined = safeLocalStorage(),
): void {
  try {
    if (signedIn) storage?.setItem(SESSION_HINT_KEY, "1");
    else storage?.removeItem(SESSION_HINT_KEY);
  } catch {
    // Storage refused (private mode, quota): the session still works; the next page load
    // simply decides without the hint.
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
