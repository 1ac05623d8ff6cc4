import { ApiError } from "@/lib/api-client";

/**
 * The search answers 503 while its index is being prepared (a fresh start or a new release), for
 * a few seconds: a query asks again then, and gives up on anything else after one more try.
 */
export function retryWhilePreparing(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status === 503) return failureCount < 5;
  if (error instanceof ApiError && error.status === 400) return false;
  return failureCount < 1;
}

/** Retry-After's order of magnitude: the index takes a second or two to load. */
export const PREPARING_RETRY_DELAY_MS = 1500;

/** The search is being prepared, and has been for every retry. */
export function isPreparing(error: Error | null): boolean {
  return error instanceof ApiError && error.status === 503;
}
