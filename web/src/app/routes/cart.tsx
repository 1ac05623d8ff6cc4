import { Suspense } from "react";
import { Link } from "react-router-dom";

import { paths } from "@/config/paths";
import { CartList } from "@/features/cart/components/cart-list";
import { CartLoading } from "@/features/cart/components/cart-loading";
import { useCartIds } from "@/features/cart/hooks/use-cart";
import { lazyNamed } from "@/lib/lazy-named";

/** Reads the catalogue (and loads Firestore) only when the cart has books. */
const CartContents = lazyNamed(
  () => import("@/features/cart/components/cart-contents"),
  (m) => m.CartContents,
);

export function CartRoute() {
  const ids = useCartIds();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-3xl font-bold">Shopping cart</h1>
      {ids.length === 0 ? (
        <CartList books={[]} />
      ) : (
        <Suspense fallback={<CartLoading />}>
          <CartContents ids={ids} />
        </Suspense>
      )}
      <Link to={paths.home} className="self-center font-medium text-blue-700 hover:underline">
        Continue Shopping
      </Link>
    </div>
  );
}
