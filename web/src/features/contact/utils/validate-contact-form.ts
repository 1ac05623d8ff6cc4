import {
  contactMessageSchema,
  type ContactField,
  type ContactMessage,
  type ContactMessageInput,
} from "@shared/contact.ts";

export type ContactFieldErrors = Partial<Record<ContactField, string>>;

export type ContactFormValidation =
  { valid: true; message: ContactMessage } | { valid: false; errors: ContactFieldErrors };

const FIELDS: readonly ContactField[] = ["name", "email", "message"];

function isContactField(key: PropertyKey | undefined): key is ContactField {
  return FIELDS.some((field) => field === key);
}

/** Checks the form with the API's schema; each field gets its first problem. */
export function validateContactForm(values: ContactMessageInput): ContactFormValidation {
  const result = contactMessageSchema.safeParse(values);
  if (result.success) return { valid: true, message: result.data };
  const errors: ContactFieldErrors = {};
  for (const issue of result.error.issues) {
    const [field] = issue.path;
    if (isContactField(field)) errors[field] ??= issue.message;
  }
  return { valid: false, errors };
}

/** The first field (in form order) that has a problem, to move focus to. */
export function firstInvalidField(errors: ContactFieldErrors): ContactField | undefined {
  return FIELDS.find((field) => errors[field] !== undefined);
}
