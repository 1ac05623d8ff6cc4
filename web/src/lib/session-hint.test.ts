import { describe, expect, it } from "vitest";

import { hasSessionHint, rememberSession, SESSION_HINT_KEY } from "./session-hint";

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => {
      items.clear();
    },
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

function refusingStorage(): Storage {
  const refuse = () => {
    throw new DOMException("denied", "SecurityError");
  };
  return {
    length: 0,
    clear: refuse,
    getItem: refuse,
    key: refuse,
    removeItem: refuse,
    setItem: refuse,
  };
}

describe("the session hint", () => {
  it("is absent in a browser that never signed in", () => {
    expect(hasSessionHint(memoryStorage())).toBe(false);
  });

  it("is set by a sign-in and cleared by a sign-out", () => {
    const storage = memoryStorage();
    rememberSession(true, storage);
    expect(storage.getItem(SESSION_HINT_KEY)).toBe("1");
    expect(hasSessionHint(storage)).toBe(true);
    rememberSession(false, storage);
    expect(storage.getItem(SESSION_HINT_KEY)).toBeNull();
    expect(hasSessionHint(storage)).toBe(false);
  });

  it("ignores any other value under its key", () => {
    const storage = memoryStorage();
    storage.setItem(SESSION_HINT_KEY, "true");
    expect(hasSessionHint(storage)).toBe(false);
  });

  it("counts as absent when storage refuses, and never throws", () => {
    const storage = refusingStorage();
    expect(() => {
      rememberSession(true, storage);
    }).not.toThrow();
    expect(hasSessionHint(storage)).toBe(false);
    expect(hasSessionHint(undefined)).toBe(false);
  });
});
