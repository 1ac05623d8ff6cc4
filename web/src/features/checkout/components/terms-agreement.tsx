import type { UseFormRegisterReturn } from "react-hook-form";
import { Link } from "react-router-dom";

import { paths } from "@/config/paths";

import { CHECKOUT_MESSAGES } from "../utils/checkout-messages";

interface TermsAgreementProps {
  /** The box's react-hook-form registration. */
  registration: UseFormRegisterReturn;
  /** Submitted unticked: the label turns red (no popup). */
  invalid: boolean;
}

export function TermsAgreement({ registration, invalid }: TermsAgreementProps) {
  const linkClass = `font-medium underline ${invalid ? "" : "text-blue-700"}`;
  return (
    <div className="flex items-start gap-3">
      <input
        id="checkout-terms"
        type="checkbox"
        {...registration}
        aria-invalid={invalid}
        className="mt-1 h-4 w-4 shrink-0 accent-blue-700"
      />
      <label
        htmlFor="checkout-terms"
        data-testid="terms-label"
        className={invalid ? "text-red-700" : "text-slate-800"}
      >
        {CHECKOUT_MESSAGES.termsBefore}
        <Link
          to={paths.terms}
          target="_blank"
          aria-describedby="new-tab-hint"
          className={linkClass}
        >
          {CHECKOUT_MESSAGES.termsLink}
        </Link>
        {CHECKOUT_MESSAGES.termsBetween}
        <Link
          to={paths.policy}
          target="_blank"
          aria-describedby="new-tab-hint"
          className={linkClass}
        >
          {CHECKOUT_MESSAGES.policyLink}
        </Link>
      </label>
      <span id="new-tab-hint" hidden>
        Opens in a new tab
      </span>
    </div>
  );
}
