/** The query client's error kinds: a transport failure, or the HTTP status with its body. */
export type ApiErrorKind = "FETCH_ERROR" | "TIMEOUT_ERROR" | "PARSING_ERROR" | number;

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    /** The response's status text, when the server answered. */
    readonly statusText = "",
  ) {
    super(message);
    this.name = "ApiError";
  }

  get status(): number | undefined {
    return typeof this.kind === "number" ? this.kind : undefined;
  }
}
