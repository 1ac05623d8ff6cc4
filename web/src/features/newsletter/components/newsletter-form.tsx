import { Suspense } from "react";

import { AfterFirstScreen } from "@/components/ui/after-first-screen";
import { lazyNamed } from "@/lib/lazy-named";

import { NewsletterFormLayout } from "./newsletter-form-layout";

/**
 * The form, its checks (the API's schema, classic zod), the form library and the API client load
 * once the page is on show: the footer is on every page, and none of it is needed to paint one.
 */
const NewsletterSignupForm = lazyNamed(
  () => import("./newsletter-signup-form"),
  (module) => module.NewsletterSignupForm,
);

/** The footer's sign-up box; until its code is in, the same box, disabled. */
export function NewsletterForm() {
  const loading = <NewsletterFormLayout loading />;
  return (
    <AfterFirstScreen placeholder={loading}>
      <Suspense fallback={loading}>
        <NewsletterSignupForm />
      </Suspense>
    </AfterFirstScreen>
  );
}
