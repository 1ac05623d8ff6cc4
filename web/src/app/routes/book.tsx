export function BookRoute() {
  return <h1 className="text-2xl font-bold">Book</h1>;
}
