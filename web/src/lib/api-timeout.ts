/** How long an API request may take before it fails with TIMEOUT_ERROR. */
export const API_TIMEOUT_MS = 15_000;

/** How long a file download (an export, streamed as the server reads it) may take. */
export const FILE_TIMEOUT_MS = 120_000;
