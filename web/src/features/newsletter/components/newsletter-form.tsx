import { Suspense } from "react";

import { useAfter } from "@/hooks/use-after";
import { useNearViewport } from "@/hooks/use-near-viewport";
import { afterEngagement } from "@/lib/after-engagement";
import { lazyNamed } from "@/lib/lazy-named";

import { NewsletterFormLayout } from "./newsletter-form-layout";

/**
 * The form, its checks (the API's schema, classic zod), the form library and the API client load
 * once the shopper uses the page or the footer is on the screen: the footer is on every page, and
 * loading them with the page made the longest task after its first paint.
 */
const NewsletterSignupForm = lazyNamed(
  () => import("./newsletter-signup-form"),
  (module) => module.NewsletterSignupForm,
);

/**
 * The footer's sign-up box; until its code is in, the same box, disabled. A keyboard or screen
 * reader user's first key, like a pointer's first move or a scroll, loads it long before they
 * reach the footer.
 */
export function NewsletterForm() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const engaged = useAfter(afterEngagement);
  const loading = <NewsletterFormLayout loading />;
  return (
    <div ref={ref}>
      {near || engaged ? (
        <Suspense fallback={loading}>
          <NewsletterSignupForm />
        </Suspense>
      ) : (
        loading
      )}
    </div>
  );
}
