import { mutationOptions } from "@tanstack/react-query";

import type { ApiResponse, Endpoint } from "@bookstore/shared/api/endpoint-types.ts";

import { apiRequest, type ApiCallArgs, type ApiCallOptions } from "./api-client";

/**
 * The mutation options of every write to the store's API, from its contract entry: `call` turns
 * the mutation's variables into the request's parts (params, body, headers, session), and the
 * answer's type comes from the entry, checked against its schema. A screen adds what it does
 * with the answer:
 * `useMutation({ ...apiMutationOptions(API.shipOrders, (ids) => ({ session, body: { ids } })), onSettled })`.
 * A form's hook runs its own mutation, so a form calls `apiRequest(entry, …)` in its submit.
 */
export function apiMutationOptions<E extends Endpoint, TVariables = void>(
  entry: E,
  call: (variables: TVariables) => ApiCallOptions<E>,
) {
  return mutationOptions<ApiResponse<E>, Error, TVariables>({
    mutationKey: ["api", entry.name],
    // The generic entry hides from TypeScript that the options fit its path.
    mutationFn: (variables) => apiRequest(entry, ...([call(variables)] as ApiCallArgs<E>)),
  });
}
