import { apiRequest } from "@/lib/api-client";
import * as API from "@shared/newsletter/newsletter-api.ts";
import type {
  NewsletterUnsubscribeInput,
  NewsletterUnsubscribeResult,
} from "@shared/newsletter/newsletter.ts";

export function unsubscribeFromNewsletter(
  input: NewsletterUnsubscribeInput,
): Promise<NewsletterUnsubscribeResult> {
  return apiRequest(API.unsubscribe, { body: input });
}
