import { Link } from "react-router-dom";

import { paths } from "@/config/paths";

export function NotFoundRoute() {
  return (
    <section className="py-16 text-center">
      <h1 className="text-2xl font-bold">Page not found</h1>
      <Link to={paths.home} className="mt-4 inline-block text-blue-700 underline">
        Back to the store
      </Link>
    </section>
  );
}
