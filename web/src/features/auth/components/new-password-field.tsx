import { FormField, type FormFieldProps } from "@/components/ui/form-field";

import { ACCOUNT_SCREEN_MESSAGES as TEXT } from "../utils/account-messages";

/** The password and reset forms' new password; newPasswordSchema checks its strength. */
export function NewPasswordField(
  props: Omit<FormFieldProps, "label" | "type" | "autoComplete" | "placeholder">,
) {
  return (
    <FormField label={TEXT.newPassword} type="password" autoComplete="new-password" {...props} />
  );
}
