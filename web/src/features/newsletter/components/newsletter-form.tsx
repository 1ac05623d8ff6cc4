/** Placeholder until the newsletter form lands (helper task in progress). */
export function NewsletterForm() {
  return null;
}
