import { test as base, type APIRequestContext } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * How often a test's API call is sent again after the connection was reset. Playwright keeps the
 * connection to the Hosting emulator open between calls, and the emulator's Node server closes a
 * connection idle for 5 s. A call sent on it as it closes is reset before the server reads it,
 * so no handler ran and sending it again repeats nothing.
 */
const RESET_RETRIES = 2;

type Verb = "get" | "post" | "put" | "patch" | "delete" | "head" | "fetch";

/** The same context, with every call sent again on a reset connection. */
function retryingResets(request: APIRequestContext): APIRequestContext {
  const verbs: Pick<APIRequestContext, Verb> = {
    get: (url, options) => request.get(url, { maxRetries: RESET_RETRIES, ...options }),
    post: (url, options) => request.post(url, { maxRetries: RESET_RETRIES, ...options }),
    put: (url, options) => request.put(url, { maxRetries: RESET_RETRIES, ...options }),
    patch: (url, options) => request.patch(url, { maxRetries: RESET_RETRIES, ...options }),
    delete: (url, options) => request.delete(url, { maxRetries: RESET_RETRIES, ...options }),
    head: (url, options) => request.head(url, { maxRetries: RESET_RETRIES, ...options }),
    fetch: (urlOrRequest, options) =>
      request.fetch(urlOrRequest, { maxRetries: RESET_RETRIES, ...options }),
  };
  return new Proxy(request, {
    get(target, key) {
      if (typeof key === "string" && key in verbs) return verbs[key as Verb];
      const value: unknown = Reflect.get(target, key);
      if (typeof value !== "function") return value;
      // Playwright's methods expect the context itself as `this`, not the proxy.
      return (value as (...args: unknown[]) => unknown).bind(target);
    },
  });
}

/** Playwright's `test`, whose `request` fixture survives a reset keep-alive connection. */
export const test = base.extend({
  request: async ({ request }, use) => {
    await use(retryingResets(request));
  },
});
