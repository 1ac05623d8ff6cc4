import { formatDollars, formatMoney } from "@bookstore/shared/core/money.ts";
import { formatDate } from "@bookstore/shared/format/date.ts";
import type { PackingSlip, SlipSender } from "@bookstore/shared/orders/packing-slip.ts";
import { followsOn } from "@bookstore/shared/orders/pre-order-wording.ts";

import { SHIPPING_TEXT } from "../utils/order-shipping-text";
import { slipDestination } from "../utils/slip-destination";

/** The books table's columns and their share of the slip's width. */
const COLUMNS = [
  { label: "Title", width: "w-[40%]" },
  { label: "Author", width: "w-[25%]" },
  { label: "ISBN", width: "w-[20%]" },
  { label: "Price", width: "w-[15%]" },
] as const;

/**
 * One order's packing slip: the store, the customer's address (or, for an order to collect, the
 * point it waits at and the customer's name), the books and the cash to take for them. Printed,
 * each slip but the last ends its page, so every order starts on a page of its own; the layout
 * fits the narrower of A4 and Letter.
 */
export function PackingSlipSheet({ sender, slip }: { sender: SlipSender; slip: PackingSlip }) {
  const titleId = `slip-${slip.orderId}`;
  const destination = slipDestination(slip);
  return (
    <article
      data-testid="packing-slip"
      aria-labelledby={titleId}
      className="mx-auto flex w-full max-w-[7.3in] flex-col gap-5 rounded-lg border border-slate-200 bg-white p-6 text-sm text-slate-900 shadow-sm not-last:break-after-page print:max-w-none print:rounded-none print:border-0 print:p-0 print:shadow-none"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-300 pb-4">
        <address data-testid="slip-sender" className="not-italic">
          <p className="text-lg font-bold">{sender.name}</p>
          {sender.address.map((line, index) => (
            <p key={index}>{line}</p>
          ))}
          <p className="text-slate-600">{sender.origin}</p>
        </address>
        <div className="text-right">
          <h3 id={titleId} className="text-lg font-bold">
            {SHIPPING_TEXT.slipTitle}
          </h3>
          <p className="break-all">Order {slip.orderId}</p>
          <p>
            Placed <time dateTime={slip.createdAt}>{formatDate(slip.createdAt)}</time>
          </p>
        </div>
      </header>
      <section aria-labelledby={`${titleId}-to`}>
        <h4 id={`${titleId}-to`} className="text-xs font-semibold tracking-wide uppercase">
          {destination.heading}
        </h4>
        {destination.point.length > 0 && (
          <div data-testid="slip-collection" className="mt-1 text-base">
            {destination.point.map((line, index) => (
              <p key={index} className="break-words first:font-bold">
                {line}
              </p>
            ))}
          </div>
        )}
        {slip.anonymised ? (
          <p className="mt-1 italic">{destination.noCustomer}</p>
        ) : (
          <address data-testid="slip-customer" className="mt-1 text-base not-italic">
            {destination.customer.map((line, index) => (
              <p key={index} className="break-words">
                {line}
              </p>
            ))}
            <p>Phone: {slip.phone}</p>
          </address>
        )}
      </section>
      <table className="w-full table-fixed border-collapse">
        <caption className="sr-only">Books in order {slip.orderId}</caption>
        <thead>
          <tr className="border-b border-slate-400 text-left">
            {COLUMNS.map(({ label, width }) => (
              <th
                key={label}
                scope="col"
                className={`${width} py-1 pr-2 last:pr-0 last:text-right`}
              >
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {slip.items.map((item) => (
            <tr
              key={item.bookId}
              data-testid="slip-item"
              className="border-b border-slate-200 align-top"
            >
              <td className="py-1 pr-2 break-words">{item.title}</td>
              <td className="py-1 pr-2 break-words">{item.author ?? ""}</td>
              <td className="py-1 pr-2 tabular-nums">{item.isbn ?? ""}</td>
              <td className="py-1 text-right tabular-nums">{formatMoney(item.unitPriceCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="text-base font-bold">
            <th scope="row" colSpan={3} className="pt-2 text-right">
              {destination.payment}
            </th>
            <td data-testid="slip-total" className="pt-2 text-right tabular-nums">
              {formatDollars(slip.totalPrice)}
            </td>
          </tr>
        </tfoot>
      </table>
      {slip.follows.length > 0 && (
        <section aria-labelledby={`${titleId}-follows`} data-testid="slip-follows">
          <h4 id={`${titleId}-follows`} className="text-xs font-semibold tracking-wide uppercase">
            {SHIPPING_TEXT.follows}
          </h4>
          <ul className="mt-1">
            {slip.follows.map((item) => (
              <li key={item.bookId} className="break-words">
                {item.title}: {followsOn(item.publishesOn)}
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
