import { z } from "zod";

/** The contact form (SPEC section 5): the API and the form validate with the same schema. */

export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;

/** Messages one client may send per window (the API answers 429 beyond it). */
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60_000 } as const;

export const CONTACT_MESSAGES = {
  nameRequired: "Please provide your full name.",
  nameNotText: "Your name must be text.",
  nameTooLong: `Your name can be at most ${CONTACT_LIMITS.name} characters.`,
  emailRequired: "Please provide your email address.",
  emailInvalid: "Please provide a valid email address.",
  emailNotText: "Your email address must be text.",
  emailTooLong: `Your email address can be at most ${CONTACT_LIMITS.email} characters.`,
  messageRequired: "Please enter your message.",
  messageNotText: "Your message must be text.",
  messageTooLong: `Your message can be at most ${CONTACT_LIMITS.message} characters.`,
  botcheckNotBoolean: "Must be true or false.",
  bodyNotObject: "The request body must be a JSON object.",
  received: "Message received",
} as const;

interface TextFieldRules {
  required: string;
  notText: string;
  max: number;
  tooLong: string;
}

/** A trimmed, required string: missing or blank gives `required`; the first failed rule wins. */
function requiredText({ required, notText, max, tooLong }: TextFieldRules) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? required : notText) })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, { error: tooLong, abort: true });
}

export const emailAddressSchema = requiredText({
  required: CONTACT_MESSAGES.emailRequired,
  notText: CONTACT_MESSAGES.emailNotText,
  max: CONTACT_LIMITS.email,
  tooLong: CONTACT_MESSAGES.emailTooLong,
}).regex(z.regexes.email, { error: CONTACT_MESSAGES.emailInvalid });

/** A JSON object with exactly these fields; an unknown field is named in the error. */
export function strictBody<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? undefined : CONTACT_MESSAGES.bodyNotObject,
  });
}

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

export interface ContactReceived {
  message: typeof CONTACT_MESSAGES.received;
}
