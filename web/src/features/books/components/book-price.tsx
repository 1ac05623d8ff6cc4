import { formatPrice } from "@shared/money.ts";

export function BookPrice({ newPrice, oldPrice }: { newPrice: number; oldPrice: number }) {
  return (
    <p className="font-medium">
      ${formatPrice(newPrice)}{" "}
      <del className="ml-1 text-slate-500">
        <span className="sr-only">was </span>${formatPrice(oldPrice)}
      </del>
    </p>
  );
}
