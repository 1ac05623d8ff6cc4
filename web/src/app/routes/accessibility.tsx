import { Link } from "react-router-dom";

import type { NumberedSection } from "@/components/ui/numbered-sections";
import { StatementPage } from "@/components/ui/statement-page";
import { paths } from "@/config/paths";
import { site } from "@/config/site";

/** The calendar day this statement last changed. */
const LAST_UPDATED = "2026-12-02";

const linkClass = "text-blue-700 underline hover:text-blue-800";

const STATEMENT: readonly NumberedSection[] = [
  {
    title: "The standard we follow",
    content: (
      <p>
        {site.name} aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA,
        the level the European standard EN 301 549 asks of online shops under the European
        Accessibility Act.
      </p>
    ),
  },
  {
    title: "What you can expect",
    content: (
      <ul className="list-disc space-y-2 pl-5">
        <li>
          Every page, menu and dialog works with the keyboard alone: Tab and Shift+Tab move between
          controls, Enter and Space use them, Escape closes menus and dialogs, and the arrow keys
          move through the search suggestions.
        </li>
        <li>
          Pages have headings and landmarks a screen reader can jump between, every cover has a text
          alternative, and form fields are labelled.
        </li>
        <li>
          What changes is announced: a form&apos;s errors, &quot;Product Added to the Cart&quot; and
          the number of books in the cart, which the cart link&apos;s name gives.
        </li>
        <li>Text and controls meet WCAG&apos;s contrast ratios.</li>
      </ul>
    ),
  },
  {
    title: "How we check",
    content: (
      <p>
        With every change to the store, automated tests open each page of the shop, the customer
        account and the dashboard in a real browser, signed out and signed in, together with its
        menus, dialogs and form errors, and check them against the WCAG 2.2 AA rules of the axe
        accessibility engine. A whole purchase, from search to order, is tested with the keyboard
        alone.
      </p>
    ),
  },
  {
    title: "Known limitations",
    content: (
      <p>
        The search page also lists books from Open Library, an outside catalogue. Their covers are
        described by their titles only, and their details are Open Library&apos;s, which we cannot
        correct.
      </p>
    ),
  },
  {
    title: "Tell us about a barrier",
    content: (
      <p>
        If any part of the store is hard to use for you, please{" "}
        <Link to={paths.contact} className={linkClass}>
          write to us
        </Link>{" "}
        or e-mail{" "}
        <a href={`mailto:${site.supportEmail}`} className={linkClass}>
          {site.supportEmail}
        </a>
        , saying which page and what you were trying to do. We will help you place your order
        meanwhile and fix what we can.
      </p>
    ),
  },
];

export function AccessibilityRoute() {
  return (
    <StatementPage
      title="Accessibility"
      intro={
        <>{site.name} is for everyone who wants to buy a book, whichever way they use the web.</>
      }
      sections={STATEMENT}
      lastUpdated={LAST_UPDATED}
    />
  );
}
