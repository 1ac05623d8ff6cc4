import type { FallbackProps } from "react-error-boundary";
import { Link } from "react-router-dom";

import { paths } from "@/config/paths";

/** The error screen for a route that failed: never a blank page. */
export function RouteError({ error }: Pick<FallbackProps, "error">) {
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
      {detail && <p className="text-slate-600">{detail}</p>}
      <Link
        to={paths.home}
        className="rounded-md bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800"
      >
        Back to the store
      </Link>
    </main>
  );
}
