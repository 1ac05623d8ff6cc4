import { NEWSLETTER_MESSAGES } from "@bookstore/shared/newsletter/newsletter.ts";

import { useUnsubscribe } from "../hooks/use-unsubscribe";

/**
 * The page an unsubscribe link opens. Nothing happens until the reader clicks: a mail scanner
 * that follows every link must not unsubscribe anyone.
 */
export function UnsubscribePanel({ token }: { token: string }) {
  const unsubscribe = useUnsubscribe();

  if (token === "") {
    return (
      <p role="alert" className="text-red-800">
        {NEWSLETTER_MESSAGES.unsubscribeTokenMissing}
      </p>
    );
  }
  if (unsubscribe.isSuccess) {
    return (
      <p role="status" className="text-lg text-slate-800">
        {unsubscribe.data.message}
      </p>
    );
  }
  return (
    <div className="flex flex-col items-center gap-4">
      <p className="text-slate-700">
        Unsubscribe to stop getting the Book Store newsletter at the address this link was sent to.
      </p>
      <button
        type="button"
        disabled={unsubscribe.isPending}
        onClick={() => {
          unsubscribe.mutate({ token });
        }}
        className="rounded-md bg-blue-700 px-5 py-2 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:opacity-60"
      >
        Unsubscribe
      </button>
      {unsubscribe.isError && (
        <p role="alert" className="text-red-800">
          {unsubscribe.error.message}
        </p>
      )}
    </div>
  );
}
