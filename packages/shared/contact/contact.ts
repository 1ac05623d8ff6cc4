import { z } from "zod";

import { EMAIL_MAX_LENGTH, EMAIL_MESSAGES, emailAddressSchema } from "../accounts/email.ts";
import { requiredText } from "../core/required-text.ts";
import { BODY_NOT_OBJECT_MESSAGE, strictBody } from "../core/strict-body.ts";

/** The contact form: the API and the form validate with the same schema. */

export const CONTACT_LIMITS = { name: 100, email: EMAIL_MAX_LENGTH, message: 5000 } as const;

export const CONTACT_MESSAGES = {
  nameRequired: "Please provide your full name.",
  nameNotText: "Your name must be text.",
  nameTooLong: `Your name can be at most ${CONTACT_LIMITS.name} characters.`,
  emailRequired: EMAIL_MESSAGES.required,
  emailInvalid: EMAIL_MESSAGES.invalid,
  emailNotText: EMAIL_MESSAGES.notText,
  emailTooLong: EMAIL_MESSAGES.tooLong,
  messageRequired: "Please enter your message.",
  messageNotText: "Your message must be text.",
  messageTooLong: `Your message can be at most ${CONTACT_LIMITS.message} characters.`,
  botcheckNotBoolean: "Must be true or false.",
  bodyNotObject: BODY_NOT_OBJECT_MESSAGE,
  received: "Message received",
} as const;

export const contactMessageSchema = strictBody({
  name: requiredText({
    required: CONTACT_MESSAGES.nameRequired,
    notText: CONTACT_MESSAGES.nameNotText,
    max: CONTACT_LIMITS.name,
    tooLong: CONTACT_MESSAGES.nameTooLong,
  }),
  email: emailAddressSchema,
  message: requiredText({
    required: CONTACT_MESSAGES.messageRequired,
    notText: CONTACT_MESSAGES.messageNotText,
    max: CONTACT_LIMITS.message,
    tooLong: CONTACT_MESSAGES.messageTooLong,
  }),
  /** The honeypot: people never see it, so a ticked box means a bot filled the form. */
  botcheck: z.boolean({ error: CONTACT_MESSAGES.botcheckNotBoolean }).default(false),
});

/** What the form sends to POST /api/contact. */
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export type ContactField = "name" | "email" | "message";

/** A message as stored in Firestore; only the API writes it. */
export interface ContactMessageDocument<TTimestamp> {
  name: string;
  email: string;
  message: string;
  createdAt: TTimestamp;
}
