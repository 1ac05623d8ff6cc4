import type { User } from "firebase/auth";
import { useId, useState, type SyntheticEvent } from "react";

import { FormField } from "@/components/ui/form-field";
import { FormOutcome } from "@/components/ui/form-outcome";
import { FormSubmitButton } from "@/components/ui/form-submit-button";
import { NAME_MAX_LENGTH, NAME_MESSAGES, nameProblem } from "@shared/customer-name.ts";

import { updateName } from "../api/update-name";
import { authErrorCode, authErrorMessage } from "../utils/auth-error-message";

type Outcome = { kind: "saved" } | { kind: "failed"; text: string };

/** Changes the account's name; the header and dashboard show the new one at once. */
export function AccountNameForm({ user, name }: { user: User; name: string | null }) {
  const [value, setValue] = useState(name ?? "");
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const id = useId();

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const problem = nameProblem(value);
    if (problem !== undefined) {
      setOutcome({ kind: "failed", text: problem });
      return;
    }
    setBusy(true);
    setOutcome(undefined);
    updateName(user, value)
      .then(
        () => {
          setValue(value.trim());
          setOutcome({ kind: "saved" });
        },
        (error: unknown) => {
          setOutcome({ kind: "failed", text: authErrorMessage(authErrorCode(error)) });
        },
      )
      .finally(() => {
        setBusy(false);
      });
  };

  return (
    <form onSubmit={submit} aria-label="Name" className="space-y-4">
      <FormField
        formId={id}
        name="name"
        label="Name"
        autoComplete="name"
        maxLength={NAME_MAX_LENGTH}
        value={value}
        onValueChange={setValue}
        invalid={outcome?.kind === "failed"}
      />
      <FormOutcome
        errorId={`${id}-error`}
        done={outcome?.kind === "saved" ? NAME_MESSAGES.nameSaved : undefined}
        failed={outcome?.kind === "failed" ? outcome.text : undefined}
      />
      <FormSubmitButton busy={busy}>Save name</FormSubmitButton>
    </form>
  );
}
