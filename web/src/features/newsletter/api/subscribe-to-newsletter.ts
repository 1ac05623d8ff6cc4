import { apiRequest } from "@/lib/api-client";
import * as API from "@bookstore/shared/newsletter/newsletter-api.ts";
import type {
  NewsletterSignupInput,
  NewsletterSignupResult,
} from "@bookstore/shared/newsletter/newsletter.ts";

export function subscribeToNewsletter(
  input: NewsletterSignupInput,
): Promise<NewsletterSignupResult> {
  return apiRequest(API.subscribe, { body: input });
}
