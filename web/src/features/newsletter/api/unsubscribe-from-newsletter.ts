import { apiRequest } from "@/lib/api-client";
import * as API from "@bookstore/shared/newsletter/newsletter-api.ts";
import type {
  NewsletterUnsubscribeInput,
  NewsletterUnsubscribeResult,
} from "@bookstore/shared/newsletter/newsletter.ts";

export function unsubscribeFromNewsletter(
  input: NewsletterUnsubscribeInput,
): Promise<NewsletterUnsubscribeResult> {
  return apiRequest(API.unsubscribe, { body: input });
}
