import { apiRequest } from "@/lib/api-client";
import type { ContactMessageInput, ContactReceived } from "@shared/contact.ts";

export function sendContactMessage(input: ContactMessageInput): Promise<ContactReceived> {
  return apiRequest<ContactReceived>("/api/contact", {
    method: "POST",
    body: JSON.stringify(input),
  });
}
