import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";

import { FormField } from "@/components/ui/form-field";
import { FormOutcome } from "@/components/ui/form-outcome";
import { FormSubmitButton } from "@/components/ui/form-submit-button";
import { useSubmitForm } from "@/hooks/use-submit-form";
import { ApiError } from "@/lib/api-client";
import type { CollectionPoint } from "@bookstore/shared/collection/collection-api.ts";
import {
  collectionPointInputSchema,
  type CollectionPointInput,
} from "@bookstore/shared/collection/collection-point-input.ts";
import { COLLECTION_POINT_LIMITS } from "@bookstore/shared/collection/collection-point.ts";

import { invalidateCollectionPoints } from "../api/collection-points";
import { COLLECTION_POINT_LABELS, fieldProblems } from "../utils/collection-point-form";
import { COLLECTION_POINT_TEXT } from "../utils/collection-point-text";

interface CollectionPointFormProps {
  /** The form's accessible name. */
  label: string;
  initial: CollectionPointInput;
  submitLabel: string;
  busyLabel: string;
  /** Creates or edits the point. */
  save: (input: CollectionPointInput) => Promise<CollectionPoint>;
  /** The status line after a save, for the add form, which stays on screen empty. */
  done?: string;
  /** After a save and the list's refresh: the edit form closes. */
  onSaved?: (point: CollectionPoint) => void;
  /** The edit form's way out without saving; it also takes the focus when it opens. */
  onCancel?: () => void;
}

/** The API's refusal in its own words (the shop's limit, say), else a retry line. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status !== undefined && error.status < 500) {
    return error.message;
  }
  console.error("Failed to save the collection point", error);
  return COLLECTION_POINT_TEXT.saveFailed;
}

/** A collection point's name, address and opening hours, checked with the API's own schema. */
export function CollectionPointForm({
  label,
  initial,
  submitLabel,
  busyLabel,
  save,
  done,
  onSaved,
  onCancel,
}: CollectionPointFormProps) {
  const queryClient = useQueryClient();
  // An edit form replaces the point's line and closes once saved; the add form stays, emptied.
  const editing = onCancel !== undefined;
  const submitForm = useSubmitForm({
    schema: collectionPointInputSchema,
    defaultValues: initial,
    submit: save,
    failure: (error) => ({ message: failureMessage(error) }),
    onSuccess: async (point) => {
      await invalidateCollectionPoints(queryClient);
      if (!editing) form.reset(initial);
      onSaved?.(point);
    },
    done: () => done,
    focusInvalid: true,
  });
  const { form, onSubmit, busy, failure, formId, invalid } = submitForm;
  const { errors } = form.formState;
  const problem =
    failure?.message ??
    fieldProblems({
      name: errors.name?.message,
      address: errors.address?.message,
      hours: errors.hours?.message,
    });

  // The focus moves into an edit form as it opens, on its first field.
  useEffect(() => {
    if (editing) form.setFocus("name");
  }, [editing, form]);

  const field = (name: keyof CollectionPointInput, placeholder?: string) => (
    <FormField
      formId={formId}
      label={COLLECTION_POINT_LABELS[name]}
      type="text"
      maxLength={COLLECTION_POINT_LIMITS[name]}
      placeholder={placeholder}
      registration={form.register(name)}
      invalid={invalid(name)}
    />
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label={label} className="flex flex-col gap-4">
      {field("name")}
      {field("address", COLLECTION_POINT_TEXT.placeholders.address)}
      {field("hours", COLLECTION_POINT_TEXT.placeholders.hours)}
      <FormOutcome errorId={`${formId}-error`} done={submitForm.done} failed={problem} />
      <div className="flex flex-wrap gap-2">
        <div className="min-w-40 flex-1">
          <FormSubmitButton busy={busy}>{busy ? busyLabel : submitLabel}</FormSubmitButton>
        </div>
        {onCancel !== undefined && (
          <button
            type="button"
            onClick={onCancel}
            className="rounded-md border border-slate-400 px-5 py-2 font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          >
            {COLLECTION_POINT_TEXT.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
