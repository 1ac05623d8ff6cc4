import { Link } from "react-router-dom";

import { paths } from "@/config/paths";
import { CartContents, CartList } from "@/features/cart/components/cart-contents";
import { useCartIds } from "@/features/cart/hooks/use-cart";

export function CartRoute() {
  const ids = useCartIds();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-3xl font-bold">Shopping cart</h1>
      {ids.length === 0 ? <CartList books={[]} /> : <CartContents ids={ids} />}
      <Link to={paths.home} className="self-center font-medium text-blue-700 hover:underline">
        Continue Shopping
      </Link>
    </div>
  );
}
