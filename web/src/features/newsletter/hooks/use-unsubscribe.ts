import { useMutation } from "@tanstack/react-query";

import { unsubscribeFromNewsletter } from "../api/unsubscribe-from-newsletter";

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribeFromNewsletter });
}
