import { Link } from "react-router-dom";

import { OutlineIcon } from "@/components/ui/outline-icon";
import { paths } from "@/config/paths";

import { useCartIds } from "../hooks/use-cart";

export function CartButton() {
  const count = useCartIds().length;
  return (
    <Link
      to={paths.cart}
      aria-label={`Cart, ${count} ${count === 1 ? "item" : "items"}`}
      className="flex items-center gap-2 rounded-md bg-amber-400 px-3 py-2 text-sm font-semibold text-slate-900 hover:bg-amber-500"
    >
      <OutlineIcon>
        <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" />
        <circle cx="10" cy="20" r="1.2" />
        <circle cx="17" cy="20" r="1.2" />
      </OutlineIcon>
      <span data-testid="cart-count">{count}</span>
    </Link>
  );
}
