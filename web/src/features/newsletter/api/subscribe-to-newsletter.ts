import { apiRequest } from "@/lib/api-client";
import type { NewsletterSignupInput, NewsletterSignupResult } from "@shared/newsletter.ts";

export function subscribeToNewsletter(
  input: NewsletterSignupInput,
): Promise<NewsletterSignupResult> {
  return apiRequest<NewsletterSignupResult>("/api/newsletter", {
    method: "POST",
    body: JSON.stringify(input),
  });
}
