/** How long an API request may take before it fails with TIMEOUT_ERROR. */
export const API_TIMEOUT_MS = 15_000;
