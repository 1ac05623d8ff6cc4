import { Link } from "react-router-dom";

import { paths } from "@/config/paths";
import { site } from "@/config/site";

const AUDIENCES = [
  {
    title: "For shoppers",
    points: [
      "Browse the catalogue, filter the Top Sellers by genre and open any book for its details.",
      "Search an open book catalogue by title.",
      "Keep a cart and sign up for the newsletter, no account needed.",
    ],
  },
  {
    title: "For customers",
    points: [
      "Sign in with an e-mail and password or with Google.",
      "Check out with cash on delivery.",
      "Follow your orders from your own dashboard.",
    ],
  },
  {
    title: "For administrators",
    points: [
      "Sign in to a protected dashboard with the store's figures.",
      "Add, edit, list and delete books, with their cover images.",
    ],
  },
] as const;

const STACK = [
  {
    name: "React",
    role: "a single-page app in TypeScript, built with Vite and styled with Tailwind CSS",
  },
  { name: "Firebase Hosting", role: "serves the app and routes /api to the back end" },
  {
    name: "Cloud Functions",
    role: "one Express API for everything that must be trusted: orders, admin tasks, messages",
  },
  { name: "Cloud Firestore", role: "stores books, orders, messages and subscribers" },
  { name: "Firebase Authentication", role: "signs customers in with e-mail or Google" },
] as const;

export function AboutRoute() {
  return (
    <article className="mx-auto max-w-3xl space-y-10">
      <header className="space-y-4">
        <h1 className="text-3xl font-bold text-slate-900">About {site.name}</h1>
        <p className="text-lg leading-relaxed text-slate-700">
          {site.name} is a full-stack demo: a complete online bookstore, from the shop window to the
          stock room, built to show how a modern web application fits together. Everything works end
          to end, but no real money changes hands and no parcel leaves a warehouse.
        </p>
      </header>

      <section aria-labelledby="about-what" className="space-y-6">
        <h2 id="about-what" className="text-2xl font-semibold text-slate-900">
          What it does
        </h2>
        <div className="grid gap-6 md:grid-cols-3">
          {AUDIENCES.map((audience) => (
            <div key={audience.title} className="rounded-lg border border-slate-200 p-5">
              <h3 className="font-semibold text-slate-900">{audience.title}</h3>
              <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
                {audience.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="about-stack" className="space-y-4">
        <h2 id="about-stack" className="text-2xl font-semibold text-slate-900">
          How it is built
        </h2>
        <dl className="space-y-3">
          {STACK.map((part) => (
            <div key={part.name} className="sm:flex sm:gap-3">
              <dt className="font-semibold text-slate-900 sm:w-56 sm:shrink-0">{part.name}</dt>
              <dd className="text-slate-700">{part.role}</dd>
            </div>
          ))}
        </dl>
        <p className="leading-relaxed text-slate-700">
          The browser reads the catalogue straight from Firestore, guarded by security rules that
          deny everything they do not explicitly allow; writes that need trust go through the API.
          The whole store, with demo data, runs locally on the Firebase emulators.
        </p>
      </section>

      <p className="text-slate-700">
        Questions or feedback?{" "}
        <Link to={paths.contact} className="text-blue-700 underline hover:text-blue-800">
          Get in touch
        </Link>
        .
      </p>
    </article>
  );
}
