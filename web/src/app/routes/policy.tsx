import { NumberedSections, type NumberedSection } from "@/components/ui/numbered-sections";
import { site } from "@/config/site";

/** The processing time and return window the Policy page states. */
const PROCESSING_TIME = "1-2 business days";
const RETURN_WINDOW_DAYS = 30;

const supportLink = (
  <a href={`mailto:${site.supportEmail}`} className="text-blue-700 underline hover:text-blue-800">
    {site.supportEmail}
  </a>
);

const PRIVACY_POLICY: readonly NumberedSection[] = [
  {
    title: "Information we collect",
    content: (
      <p>
        When you create an account or order, we collect your name, e-mail address, phone number and
        delivery address. When you write to us or join the newsletter, we keep the message and the
        e-mail address you give us.
      </p>
    ),
  },
  {
    title: "How we use it",
    content: (
      <p>
        We use your information only to run the store: to process and deliver your orders, answer
        your messages, show you your order history and, if you subscribed, send the newsletter.
      </p>
    ),
  },
  {
    title: "Cookies and local storage",
    content: (
      <p>
        The store keeps your cart and your sign-in session in your browser's storage. We do not use
        advertising or tracking cookies.
      </p>
    ),
  },
  {
    title: "Sharing",
    content: (
      <p>
        We never sell your information. We share only what is needed with the services that host the
        store and sign you in, and with the courier who delivers your order.
      </p>
    ),
  },
  {
    title: "Keeping your information safe",
    content: (
      <p>
        Your data travels encrypted, and access to it is limited to you and to the store's
        administrators. Passwords are handled by our sign-in provider and never stored by us.
      </p>
    ),
  },
  {
    title: "Your rights",
    content: (
      <p>
        You may ask for a copy of the information we hold about you, have it corrected or deleted,
        and unsubscribe from the newsletter at any time.
      </p>
    ),
  },
  {
    title: "Contact and changes",
    content: (
      <p>
        For anything about your privacy, write to {supportLink}. If this policy changes, the new
        version will be published on this page.
      </p>
    ),
  },
];

const SHOPPING_POLICY: readonly NumberedSection[] = [
  {
    title: "Order processing",
    content: (
      <p>
        Orders are processed in {PROCESSING_TIME}. You can follow each order from your orders page
        once you are signed in.
      </p>
    ),
  },
  {
    title: "Shipping",
    content: (
      <p>
        Once processed, your books are handed to a courier, who delivers them to the address you
        gave at checkout. Please make sure it is complete and correct.
      </p>
    ),
  },
  {
    title: "Payment",
    content: (
      <p>
        At checkout, payment is cash on delivery only: you pay the courier when your books arrive.
        Online payment by credit/debit card and PayPal is not yet available; if we add it, this
        policy will say so first.
      </p>
    ),
  },
  {
    title: "Returns and refunds",
    content: (
      <p>
        You may return a book within {RETURN_WINDOW_DAYS} days of delivery for a refund or an
        exchange. Books should come back in the condition you received them; tell us before you send
        one back so we can arrange it.
      </p>
    ),
  },
  {
    title: "Customer support",
    content: (
      <p>
        Questions about an order, a delivery or a return? Write to {supportLink} and we will help.
      </p>
    ),
  },
];

export function PolicyRoute() {
  return (
    <article className="mx-auto max-w-3xl space-y-12">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold text-slate-900">Privacy &amp; Shopping Policy</h1>
        <p className="text-slate-700">
          How {site.name} looks after your information, and how ordering, payment, delivery and
          returns work.
        </p>
      </header>
      <section aria-labelledby="privacy-policy" className="space-y-6">
        <h2 id="privacy-policy" className="text-2xl font-semibold text-slate-900">
          Privacy Policy
        </h2>
        <NumberedSections sections={PRIVACY_POLICY} headingLevel="h3" />
      </section>
      <section aria-labelledby="shopping-policy" className="space-y-6">
        <h2 id="shopping-policy" className="text-2xl font-semibold text-slate-900">
          Shopping Policy
        </h2>
        <NumberedSections sections={SHOPPING_POLICY} headingLevel="h3" />
      </section>
    </article>
  );
}
