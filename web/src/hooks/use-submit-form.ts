import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useId, useRef, type SyntheticEvent } from "react";
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from "react-hook-form";
import type * as z from "zod/v4/core";

/** What a failed submit shows: its words, and the field at fault when it is one field's. */
export interface SubmitFailure<TField extends string = string> {
  message: string;
  /** Marked invalid and given the message; without one, the failure is the whole form's. */
  field?: TField;
}

/**
 * Thrown by a form's `submit` when it has already worked out what to show (a check that needs a
 * request of its own, say); the hook shows `failure` as it is instead of asking `failure()`.
 */
export class FormFailure<TFailure> extends Error {
  constructor(readonly failure: TFailure) {
    super("The form's submit failed");
    this.name = "FormFailure";
  }
}

/** A schema whose input is a form's values (strings, flags) and whose output is what it sends. */
type FormSchema = z.$ZodType<unknown, FieldValues>;
type Values<TSchema extends FormSchema> = z.input<TSchema> & FieldValues;
type Checked<TSchema extends FormSchema> = z.output<TSchema>;

export interface SubmitFormOptions<
  TSchema extends FormSchema,
  TResult,
  TFailure extends SubmitFailure<Path<Values<TSchema>>>,
> {
  /** Checks the values on submit; where the form posts to the API, the API's own schema. */
  schema: TSchema;
  defaultValues: DefaultValues<Values<TSchema>>;
  /** The mutation: does what the form is for with the checked values. */
  submit: (values: Checked<TSchema>) => Promise<TResult>;
  /** What a failed `submit` shows (a FormFailure shows its own). */
  failure: (error: unknown) => TFailure;
  /** After a submit that worked: a dialog, a navigation, a reset. */
  onSuccess?: (result: TResult, values: Checked<TSchema>) => unknown;
  /** After a submit that failed, for forms that tell it outside the form: a dialog. */
  onFailure?: (failure: TFailure) => unknown;
  /** The status line after a submit that worked, for forms that stay on screen. */
  done?: (result: TResult) => string | undefined;
  /** Moves the focus to the first invalid field, for forms that check without the browser. */
  focusInvalid?: boolean;
}

export interface SubmitForm<TValues extends FieldValues, TOutput, TFailure, TResult = unknown> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** The form element's onSubmit. */
  onSubmit: (event: SyntheticEvent<HTMLFormElement>) => void;
  /** A submit is being checked or sent: the submit button is disabled meanwhile. */
  busy: boolean;
  /** Why the last submit failed, once it has. */
  failure: TFailure | undefined;
  /** The first field's validation message, in the order of `defaultValues`. */
  firstError: string | undefined;
  /** What the last submit did, once it worked. */
  done: string | undefined;
  /** What the last submit's `submit` gave back, once it worked. */
  result: TResult | undefined;
  /** Forgets the last submit's outcome, as when the values it was made from are changed. */
  reset: () => void;
  /** The last submit worked: forms that move on stay disabled meanwhile. */
  succeeded: boolean;
  /** The id that `${formId}-error`, the form's alert, and `${formId}-<field>` are built from. */
  formId: string;
  /** Whether a field is at fault: its own error, or a failure of the whole form. */
  invalid: (field: Path<TValues>) => boolean;
}

/** The message of the first field (in `fields` order) that has one. */
export function firstErrorMessage(
  errors: FieldErrors,
  fields: readonly string[],
): string | undefined {
  for (const field of fields) {
    const message = errors[field]?.message;
    if (typeof message === "string") return message;
  }
  return undefined;
}

/**
 * Every form's state in one place: react-hook-form holds the values and the field errors
 * (checked by `schema` on submit, and again only on the next submit), and a TanStack Query
 * mutation runs `submit`, so busy, failed and done come from the mutation. A failure that names
 * a field is set on that field. Validation runs on submit only: the forms show what is wrong
 * once asked to send, and keep showing it until the next try.
 */
export function useSubmitForm<
  TSchema extends FormSchema,
  TResult,
  TFailure extends SubmitFailure<Path<Values<TSchema>>>,
>({
  schema,
  defaultValues,
  submit,
  failure,
  onSuccess,
  onFailure,
  done,
  focusInvalid = false,
}: SubmitFormOptions<TSchema, TResult, TFailure>): SubmitForm<
  Values<TSchema>,
  Checked<TSchema>,
  TFailure,
  TResult
> {
  const formId = useId();
  const form = useForm<Values<TSchema>, unknown, Checked<TSchema>>({
    // The resolver's types follow the schema's; the schema here is any form schema.
    resolver: zodResolver(schema) as unknown as Resolver<
      Values<TSchema>,
      unknown,
      Checked<TSchema>
    >,
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onSubmit",
    shouldFocusError: focusInvalid,
  });
  const describe = (error: unknown): TFailure =>
    error instanceof FormFailure ? (error.failure as TFailure) : failure(error);
  const mutation = useMutation({
    mutationFn: submit,
    onSuccess: (result, values) => onSuccess?.(result, values),
    onError: (error) => {
      const described = describe(error);
      const { field, message } = described;
      if (field !== undefined) form.setError(field, { type: "server", message });
      onFailure?.(described);
    },
  });
  // Set at once on submit: the pending state reaches the button a render later.
  const inFlight = useRef(false);

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.reset();
    const settle = () => {
      inFlight.current = false;
    };
    void form.handleSubmit((values) => {
      mutation.mutate(values, { onSettled: settle });
    }, settle)(event);
  };

  const { errors, isSubmitting } = form.formState;
  const failed = mutation.isError ? describe(mutation.error) : undefined;
  return {
    form,
    onSubmit,
    busy: isSubmitting || mutation.isPending,
    failure: failed,
    firstError: firstErrorMessage(errors, Object.keys(defaultValues)),
    done: mutation.isSuccess ? done?.(mutation.data) : undefined,
    succeeded: mutation.isSuccess,
    result: mutation.data,
    reset: mutation.reset,
    formId,
    invalid: (field) =>
      form.getFieldState(field).invalid || (failed !== undefined && failed.field === undefined),
  };
}
