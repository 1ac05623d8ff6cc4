import { useState, type SyntheticEvent } from "react";

import { useNewsletterSignup } from "../hooks/use-newsletter-signup";

/** The footer's sign-up box; the browser's e-mail check is the only format check. */
export function NewsletterForm() {
  const [email, setEmail] = useState("");
  const signup = useNewsletterSignup();

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (email.trim() === "" || signup.isPending) return;
    void signup.subscribe({ email }).then((subscribed) => {
      if (subscribed) setEmail("");
    });
  };

  return (
    <form onSubmit={submit} aria-label="Newsletter" className="flex flex-col gap-2">
      <label htmlFor="newsletter-email" className="text-sm font-medium text-white">
        Get new releases and offers by e-mail
      </label>
      <div className="flex">
        <input
          id="newsletter-email"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Enter your email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
          }}
          className="min-w-0 flex-1 rounded-l-md border border-slate-600 bg-slate-800 px-3 py-2 text-sm text-white placeholder:text-slate-400 focus:outline-2 focus:outline-amber-400"
        />
        <button
          type="submit"
          disabled={signup.isPending}
          className="rounded-r-md bg-amber-400 px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-amber-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-400 disabled:cursor-not-allowed disabled:opacity-60"
        >
          Subscribe
        </button>
      </div>
      {signup.error && (
        <p role="alert" className="text-sm text-red-300">
          {signup.error.message}
        </p>
      )}
    </form>
  );
}
