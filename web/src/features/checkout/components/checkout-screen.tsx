import type { User } from "firebase/auth";

import { useCartIds } from "@/features/cart";

import { useCheckoutForm } from "../hooks/use-checkout-form";
import { useCollectionPoints } from "../hooks/use-collection-points";
import { useFulfilmentChoice } from "../hooks/use-fulfilment-choice";

import { WithCheckoutCart } from "./checkout-cart";
import { CheckoutForm } from "./checkout-form";
import { OrderSummary } from "./order-summary";

/**
 * The order summary and the form; the form's state lives here, so a cart change keeps what was
 * typed, and both show the payment that follows the choice of delivery or collection.
 */
export function CheckoutScreen({ user }: { user: User }) {
  const ids = useCartIds();
  const checkout = useCheckoutForm(user);
  const points = useCollectionPoints();
  const choice = useFulfilmentChoice(checkout.form.control, points);

  return (
    <WithCheckoutCart ids={ids}>
      {(cart) => (
        <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start">
          <div className="min-w-0 lg:col-start-2 lg:row-start-1">
            <OrderSummary cart={cart} fulfilment={choice.fulfilment} />
          </div>
          <div className="min-w-0 lg:col-start-1 lg:row-start-1">
            <CheckoutForm
              checkout={checkout}
              cart={cart}
              email={user.email}
              points={points}
              choice={choice}
            />
          </div>
        </div>
      )}
    </WithCheckoutCart>
  );
}
