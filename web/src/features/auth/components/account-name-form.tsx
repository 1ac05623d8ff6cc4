import type { User } from "firebase/auth";
import { z } from "zod";

import { FormField } from "@/components/ui/form-field";
import { FormOutcome } from "@/components/ui/form-outcome";
import { FormSubmitButton } from "@/components/ui/form-submit-button";
import { useSubmitForm } from "@/hooks/use-submit-form";
import { NAME_MAX_LENGTH, NAME_MESSAGES } from "@bookstore/shared/accounts/customer-name.ts";

import { updateName } from "../api/update-name";
import { authErrorCode, authErrorMessage } from "../utils/auth-error-message";
import { nameSchema } from "../utils/name-schema";

const accountNameSchema = z.object({ name: nameSchema });

/** Changes the account's name; the header and dashboard show the new one at once. */
export function AccountNameForm({ user, name }: { user: User; name: string | null }) {
  const { form, onSubmit, busy, failure, firstError, done, formId, invalid } = useSubmitForm({
    schema: accountNameSchema,
    defaultValues: { name: name ?? "" },
    submit: ({ name: next }) => updateName(user, next),
    failure: (error) => ({ message: authErrorMessage(authErrorCode(error)) }),
    onSuccess: (_saved, { name: saved }) => {
      form.setValue("name", saved);
    },
    done: () => NAME_MESSAGES.nameSaved,
  });

  return (
    <form onSubmit={onSubmit} aria-label="Name" className="space-y-4">
      <FormField
        formId={formId}
        label="Name"
        autoComplete="name"
        maxLength={NAME_MAX_LENGTH}
        registration={form.register("name")}
        invalid={invalid("name")}
      />
      <FormOutcome
        errorId={`${formId}-error`}
        done={done}
        failed={failure?.message ?? firstError}
      />
      <FormSubmitButton busy={busy}>Save name</FormSubmitButton>
    </form>
  );
}
