import { useSearchParams } from "react-router-dom";

/** What the page needs of the mutation a mail link's one action sends (TanStack's fits). */
export interface MailLinkMutation {
  mutate: (variables: { token: string }) => void;
  isPending: boolean;
  isSuccess: boolean;
  data: { message: string } | undefined;
  isError: boolean;
  error: Error | null;
}

interface MailLinkActionProps {
  heading: string;
  /** What the button does, said before it. */
  intro: string;
  button: string;
  /** Shown instead of the button when the link lost its `?token=`. */
  tokenMissing: string;
  /** "danger" for an action that undoes something the reader asked for (an order). */
  tone?: "primary" | "danger";
  action: MailLinkMutation;
}

const BUTTON_TONES = {
  primary: "bg-blue-700 hover:bg-blue-800 focus-visible:outline-blue-700",
  danger: "bg-red-700 hover:bg-red-800 focus-visible:outline-red-700",
} as const;

/**
 * The page a mail's one-click link opens (unsubscribe, stop alerts, cancel a pre-order), with the
 * link's `?token=`. Nothing happens until the reader clicks: a mail scanner that follows every
 * link must not act for anyone. The answer's message is announced as a status, a refusal as an
 * alert.
 */
export function MailLinkAction({
  heading,
  intro,
  button,
  tokenMissing,
  tone = "primary",
  action,
}: MailLinkActionProps) {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 py-16 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{heading}</h1>
      {token === "" ? (
        <p role="alert" className="text-red-800">
          {tokenMissing}
        </p>
      ) : action.isSuccess && action.data ? (
        <p role="status" className="text-lg text-slate-800">
          {action.data.message}
        </p>
      ) : (
        <div className="flex flex-col items-center gap-4">
          <p className="text-slate-700">{intro}</p>
          <button
            type="button"
            disabled={action.isPending}
            onClick={() => {
              action.mutate({ token });
            }}
            className={`rounded-md px-5 py-2 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 ${BUTTON_TONES[tone]}`}
          >
            {button}
          </button>
          {action.isError && action.error && (
            <p role="alert" className="text-red-800">
              {action.error.message}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
