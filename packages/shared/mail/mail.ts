import type { TimestampLike } from "../books/book.ts";

/**
 * Mail the store sends. The API writes one `mail` document per message, in the Trigger Email
 * extension's format (`to`, `message: {subject, text, html}`, `headers`): a deployed store sends
 * them by installing the extension, which adds `delivery` to each document it handles.
 */
export const MAIL_KINDS = [
  "order-confirmation",
  "order-status",
  "newsletter-welcome",
  "newsletter-already-subscribed",
  "password-changed",
  "back-in-stock",
  "owner-new-order",
  "owner-low-stock",
  "owner-daily-summary",
] as const;

export type MailKind = (typeof MAIL_KINDS)[number];

export interface MailMessage {
  subject: string;
  text: string;
  html: string;
  /**
   * Extra headers, e.g. List-Unsubscribe on newsletter mail. addMail stores them as the
   * document's top-level `headers`: the extension hands that field, not `message.headers`, to
   * nodemailer.
   */
  headers?: Record<string, string>;
}

/** The delivery states the Trigger Email extension writes. */
export const MAIL_DELIVERY_STATES = ["PENDING", "PROCESSING", "RETRY", "SUCCESS", "ERROR"] as const;

export type MailDeliveryState = (typeof MAIL_DELIVERY_STATES)[number];

/** The part of the extension's `delivery` field the Outbox shows. */
export interface MailDelivery<TTimestamp> {
  state: MailDeliveryState;
  attempts?: number;
  error?: string | null;
  endTime?: TTimestamp | null;
}

/**
 * A mail document as stored; only the API writes them, and the extension and a customer's
 * account deletion change them.
 */
export interface MailDocument<TTimestamp> {
  to: string;
  message: Omit<MailMessage, "headers">;
  headers?: Record<string, string>;
  kind: MailKind;
  /**
   * The customer an order mail tells of, to them or to the owner: deleting their account finds
   * the mail by it, whatever address it went to. Removed when the mail is redacted.
   */
  uid?: string;
  /** The order an order mail tells of. */
  orderId?: string;
  createdAt: TTimestamp;
  /** When a deleted account's details were taken out of the mail (the owner's copy). */
  redactedAt?: TTimestamp;
  delivery?: MailDelivery<TTimestamp>;
}

/** A stored mail as the Outbox lists it (dashboard-api.ts's OutboxMail; route() checks it). */
export function outboxMailFromDocument(id: string, data: MailDocument<TimestampLike>) {
  const error = data.delivery?.error;
  return {
    _id: id,
    to: data.to,
    kind: data.kind,
    subject: data.message.subject,
    text: data.message.text,
    html: data.message.html,
    headers: { ...(data.headers ?? {}) },
    createdAt: data.createdAt.toDate().toISOString(),
    ...(data.delivery === undefined
      ? {}
      : {
          delivery: {
            state: data.delivery.state,
            ...(typeof error === "string" && error !== "" ? { error } : {}),
          },
        }),
  };
}
