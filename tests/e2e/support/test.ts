import { test as base, type APIRequestContext, type APIResponse } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * How often a test's API call is sent again after the connection was reset. Playwright keeps the
 * connection to the Hosting emulator open between calls, and the emulator's Node server closes a
 * connection idle for 5 s. A call sent on it as it closes is reset before the server reads it,
 * so no handler ran and sending it again repeats nothing.
 */
const RESET_RETRIES = 2;

/** The calls that send a request; the context's other members pass through as they are. */
const SENDING_CALLS = new Set(["get", "post", "put", "patch", "delete", "head", "fetch"]);

type SendingCall = (urlOrRequest: unknown, options?: object) => Promise<APIResponse>;

/** The same context, with every call sent again on a reset connection. */
function retryingResets(request: APIRequestContext): APIRequestContext {
  return new Proxy(request, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key);
      if (typeof value !== "function") return value;
      // Playwright's methods expect the context itself as `this`, not the proxy.
      const call = (value as SendingCall).bind(target);
      if (typeof key !== "string" || !SENDING_CALLS.has(key)) return call;
      return (urlOrRequest: unknown, options?: object) =>
        call(urlOrRequest, { maxRetries: RESET_RETRIES, ...options });
    },
  });
}

/** Playwright's `test`, whose `request` fixture survives a reset keep-alive connection. */
export const test = base.extend({
  request: async ({ request }, use) => {
    await use(retryingResets(request));
  },
});
