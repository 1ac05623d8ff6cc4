/** gRPC status codes the Firestore SDK rejects with. */
export const FIRESTORE_CODES = {
  deadlineExceeded: 4,
  notFound: 5,
  alreadyExists: 6,
  resourceExhausted: 8,
  failedPrecondition: 9,
  aborted: 10,
  unavailable: 14,
} as const;

export function firestoreErrorCode(error: unknown): number | undefined {
  return typeof error === "object" &&
    error !== null &&
    "code" in error &&
    typeof error.code === "number"
    ? error.code
    : undefined;
}
