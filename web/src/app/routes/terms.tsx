import { Link } from "react-router-dom";

import type { NumberedSection } from "@/components/ui/numbered-sections";
import { StatementPage } from "@/components/ui/statement-page";
import { paths } from "@/config/paths";
import { site } from "@/config/site";

/** The calendar day these terms last changed. */
const LAST_UPDATED = "2026-01-01";

const TERMS: readonly NumberedSection[] = [
  {
    title: "Acceptance of these terms",
    content: (
      <p>
        By browsing {site.name}, creating an account or placing an order you agree to these terms.
        If you do not agree with them, please do not use the store.
      </p>
    ),
  },
  {
    title: "Using the store",
    content: (
      <p>
        You may use the store for your own, non-commercial shopping. Do not try to disrupt the
        service, reach parts of it you are not meant to, or collect its content automatically.
      </p>
    ),
  },
  {
    title: "Your account",
    content: (
      <p>
        Keep your sign-in details to yourself: you are responsible for what is done with your
        account. Tell us straight away if you think someone else has used it. We may suspend an
        account that breaks these terms.
      </p>
    ),
  },
  {
    title: "Orders, prices and availability",
    content: (
      <>
        <p>
          Prices are shown in US dollars. An order is an offer to buy; it is accepted when we
          confirm it. If a book turns out to be unavailable or wrongly priced, we will tell you and
          you may cancel the order.
        </p>
        <p>
          Processing, payment, delivery and returns are described in our{" "}
          <Link to={paths.policy} className="text-blue-700 underline hover:text-blue-800">
            Shopping Policy
          </Link>
          .
        </p>
      </>
    ),
  },
  {
    title: "Intellectual property",
    content: (
      <p>
        The store's design, text and code belong to {site.name} or its licensors. Book titles,
        descriptions and covers remain the property of their authors and publishers.
      </p>
    ),
  },
  {
    title: "Limitation of liability",
    content: (
      <p>
        We work to keep the store available and its information accurate, but we cannot promise that
        it will always be so. As far as the law allows, we are not liable for indirect losses
        arising from the use of the store.
      </p>
    ),
  },
  {
    title: "Changes and contact",
    content: (
      <p>
        We may update these terms; the date below shows the latest version, which applies from the
        day it is published. Questions about these terms are welcome at{" "}
        <a
          href={`mailto:${site.supportEmail}`}
          className="text-blue-700 underline hover:text-blue-800"
        >
          {site.supportEmail}
        </a>
        .
      </p>
    ),
  },
];

export function TermsRoute() {
  return (
    <StatementPage
      title="Terms of Service"
      intro={
        <>These terms apply to everyone who uses {site.name}. Please read them before you shop.</>
      }
      sections={TERMS}
      lastUpdated={LAST_UPDATED}
    />
  );
}
