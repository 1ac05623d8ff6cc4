import { apiRequest } from "@/lib/api-client";
import * as API from "@shared/contact/contact-api.ts";
import type { ContactMessageInput, ContactReceived } from "@shared/contact/contact.ts";

export function sendContactMessage(input: ContactMessageInput): Promise<ContactReceived> {
  return apiRequest(API.postContactMessage, { body: input });
}
