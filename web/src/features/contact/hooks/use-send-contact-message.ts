import { useMutation } from "@tanstack/react-query";

import { sendContactMessage } from "../api/send-contact-message";

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
