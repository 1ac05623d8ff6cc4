import type { InputHTMLAttributes, SyntheticEvent } from "react";

interface NewsletterFormLayoutProps {
  /** The e-mail box's registration; none while the form is still loading. */
  input?: InputHTMLAttributes<HTMLInputElement>;
  onSubmit?: (event: SyntheticEvent<HTMLFormElement>) => void;
  /** Disables the box too, while the form is still loading. */
  loading?: boolean;
  busy?: boolean;
  failed?: string | undefined;
}

/** The footer's sign-up box as it looks, loaded or not (no layout shift when it loads). */
export function NewsletterFormLayout({
  input,
  onSubmit,
  loading = false,
  busy = false,
  failed,
}: NewsletterFormLayoutProps) {
  return (
    <form onSubmit={onSubmit} aria-label="Newsletter" className="flex flex-col gap-2">
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
          disabled={loading}
          {...input}
          className="min-w-0 flex-1 rounded-l-md border border-slate-600 bg-slate-800 px-3 py-2 text-sm text-white placeholder:text-slate-400 focus:outline-2 focus:outline-amber-400"
        />
        <button
          type="submit"
          disabled={loading || busy}
          className="rounded-r-md bg-amber-400 px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-amber-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-400 disabled:cursor-not-allowed disabled:opacity-60"
        >
          Subscribe
        </button>
      </div>
      {failed !== undefined && (
        <p role="alert" className="text-sm text-red-300">
          {failed}
        </p>
      )}
    </form>
  );
}
