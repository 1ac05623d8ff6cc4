import { apiRequest } from "@/lib/api-client";
import * as API from "@bookstore/shared/contact/contact-api.ts";
import type { ContactMessageInput, ContactReceived } from "@bookstore/shared/contact/contact.ts";

export function sendContactMessage(input: ContactMessageInput): Promise<ContactReceived> {
  return apiRequest(API.postContactMessage, { body: input });
}
