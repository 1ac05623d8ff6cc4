/**
 * What the data layer fails with: each error names what went wrong in the store's terms, with a
 * message safe to show the caller. The API's error middleware turns each kind into an HTTP
 * status; nothing below the routers knows about HTTP.
 */
export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
}

export type DomainErrorKind = "not-found" | "conflict" | "invalid" | "busy" | "limited";

/** The document asked for does not exist. */
export class NotFound extends DomainError {
  readonly kind = "not-found";
  override readonly name = "NotFound";
}

/** The request contradicts the stored state (a changed price, a status that cannot follow). */
export class Conflict extends DomainError {
  readonly kind = "conflict";
  override readonly name = "Conflict";
}

/** The input names something the store does not hold (a page cursor, a book, a cover). */
export class InvalidReference extends DomainError {
  readonly kind = "invalid";
  override readonly name = "InvalidReference";
}

/** The store lost to concurrent writes or a busy backend: the caller may retry. */
export class StoreBusy extends DomainError {
  readonly kind = "busy";
  override readonly name = "StoreBusy";
}

/** The caller has used up an allowance (e.g. orders per hour): they may try again later. */
export class LimitReached extends DomainError {
  readonly kind = "limited";
  override readonly name = "LimitReached";

  constructor(
    message: string,
    /** Whole seconds until a retry can succeed: the Retry-After header. */
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
