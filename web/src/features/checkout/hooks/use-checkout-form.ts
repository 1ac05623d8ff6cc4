import { useState } from "react";

import { EMPTY_CHECKOUT_FORM, type CheckoutField } from "../utils/checkout-form";

/**
 * The checkout form's values, the name filled in with the account's, and its terms box, which
 * starts unticked.
 */
export function useCheckoutForm(name: string) {
  const [values, setValues] = useState(() => ({ ...EMPTY_CHECKOUT_FORM, name }));
  const [agreed, setAgreed] = useState(false);
  const [termsError, setTermsError] = useState(false);

  return {
    values,
    setField: (field: CheckoutField, value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
    },
    agreed,
    setAgreed: (next: boolean) => {
      setAgreed(next);
      if (next) setTermsError(false);
    },
    termsError,
    flagTerms: () => {
      setTermsError(true);
    },
  };
}

export type CheckoutFormState = ReturnType<typeof useCheckoutForm>;
