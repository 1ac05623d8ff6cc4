import { Link } from "react-router-dom";

import { paths } from "@/config/paths";

export function DashboardNotFoundRoute() {
  return (
    <section className="flex flex-col items-start gap-3">
      <h2 className="text-xl font-semibold">Page not found</h2>
      <p className="text-slate-700">The dashboard has no page at this address.</p>
      <Link to={paths.dashboard} className="font-medium text-blue-700 hover:underline">
        Back to the dashboard
      </Link>
    </section>
  );
}
