import { Link } from "react-router-dom";

import { paths } from "@/config/paths";

export function ThanksRoute() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Thank you! Form submitted!</h1>
      <p className="text-lg text-slate-700">I will respond to you soon</p>
      <Link
        to={paths.home}
        className="mt-4 rounded-md bg-blue-700 px-5 py-2 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
      >
        Back to home
      </Link>
    </section>
  );
}
