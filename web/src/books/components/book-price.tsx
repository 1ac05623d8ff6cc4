import { formatDollars } from "@bookstore/shared/core/money.ts";

export function BookPrice({ newPrice, oldPrice }: { newPrice: number; oldPrice: number }) {
  return (
    <p className="font-medium">
      {formatDollars(newPrice)}{" "}
      <del className="ml-1 text-slate-500">
        <span className="sr-only">was </span>
        {formatDollars(oldPrice)}
      </del>
    </p>
  );
}
