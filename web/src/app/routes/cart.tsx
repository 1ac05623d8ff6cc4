export function CartRoute() {
  return <h1 className="text-2xl font-bold">Cart</h1>;
}
