/** Placeholder: this screen is being built (helper task in progress). */
export function OrdersRoute() {
  return <h1 className="text-2xl font-bold">Your orders</h1>;
}
