import { MutationObserver, QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";

import * as API from "@bookstore/shared/orders/orders-api.ts";

import { ApiError } from "./api-client";
import { apiMutationOptions } from "./api-mutation";
import { stubbedFetch } from "./fetch-stub.test-support";

const fetchMock = stubbedFetch();
const session = { getIdToken: () => Promise.resolve("token-1") };

/** Runs the options through TanStack's own mutation, as useMutation does. */
function mutate<TData, TVariables>(
  options: ReturnType<typeof apiMutationOptions<typeof API.collectOrder, TVariables>>,
  variables: TVariables,
): Promise<TData> {
  const observer = new MutationObserver(new QueryClient(), options);
  return observer.mutate(variables) as Promise<TData>;
}

describe("apiMutationOptions", () => {
  const collect = apiMutationOptions(API.collectOrder, (code: string) => ({
    params: { id: "order 1" },
    session,
    body: { code },
  }));

  it("sends the variables as the entry's call: its method, filled path, body and token", async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ nope: true }), { status: 200 }));
    await mutate(collect, "123456").catch(() => undefined);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/orders/order%201/collect");
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe(JSON.stringify({ code: "123456" }));
    expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer token-1");
    expect(collect.mutationKey).toEqual(["api", "collectOrder"]);
  });

  it("rejects an answer the entry's response schema refuses, and a refusal with its message", async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ nope: true }), { status: 200 }));
    await expect(mutate(collect, "123456")).rejects.toMatchObject({ kind: "PARSING_ERROR" });
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ message: "The code does not match." }), { status: 409 }),
    );
    const refused = await mutate(collect, "000000").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 409, message: "The code does not match." });
  });
});
