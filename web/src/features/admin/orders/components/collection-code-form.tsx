import { useQueryClient } from "@tanstack/react-query";

import { FormField } from "@/components/ui/form-field";
import { FormOutcome } from "@/components/ui/form-outcome";
import { useSubmitForm } from "@/hooks/use-submit-form";
import { ApiError, apiRequest } from "@/lib/api-client";
import { collectOrderSchema } from "@bookstore/shared/orders/collection-code.ts";
import type { Order } from "@bookstore/shared/orders/order.ts";
import * as API from "@bookstore/shared/orders/orders-api.ts";

import { useAdminUser } from "../../session/hooks/admin-user";
import { invalidateOrders } from "../api/invalidate-orders";
import { COLLECTION_TEXT } from "../utils/order-collection";

interface CollectionCodeFormProps {
  orderId: string;
  /** The order as the API answered it, collected. */
  onCollected: (order: Order) => void;
}

/** The API's refusal in its own words (a wrong code, an order not ready), else a retry line. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status !== undefined && error.status < 500) {
    return error.message;
  }
  console.error("Failed to mark the order collected", error);
  return COLLECTION_TEXT.failed;
}

/**
 * The counter's check: staff type the code the customer shows (from the mail the shop sent when
 * the order was ready), checked with the API's schema, and only a match marks the order collected.
 */
export function CollectionCodeForm({ orderId, onCollected }: CollectionCodeFormProps) {
  const user = useAdminUser();
  const queryClient = useQueryClient();
  const { form, onSubmit, busy, failure, firstError, formId } = useSubmitForm({
    schema: collectOrderSchema,
    defaultValues: { code: "" },
    submit: ({ code }) =>
      apiRequest(API.collectOrder, { params: { id: orderId }, session: user, body: { code } }),
    failure: (error) => ({ message: failureMessage(error) }),
    onSuccess: (order) => {
      onCollected(order);
      return invalidateOrders(queryClient);
    },
  });
  const problem =
    failure?.message ??
    (firstError === undefined ? undefined : COLLECTION_TEXT.codeProblem(firstError));

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={COLLECTION_TEXT.formLabel(orderId)}
      className="flex flex-col gap-2"
    >
      <div className="flex flex-wrap items-end gap-2">
        <div className="w-44">
          <FormField
            formId={formId}
            label={COLLECTION_TEXT.codeLabel}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            registration={form.register("code")}
            invalid={problem !== undefined}
          />
        </div>
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-blue-700 px-3 py-2 text-sm font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {busy ? COLLECTION_TEXT.marking : COLLECTION_TEXT.markCollected}
        </button>
      </div>
      <FormOutcome errorId={`${formId}-error`} failed={problem} />
    </form>
  );
}
