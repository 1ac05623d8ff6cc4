import { useMutation } from "@tanstack/react-query";

const TONES = {
  primary: "bg-blue-700 text-white hover:bg-blue-800 focus-visible:outline-blue-700",
  danger: "border border-red-700 text-red-800 hover:bg-red-50 focus-visible:outline-red-700",
} as const;

interface OneClickActionProps {
  intro: string;
  label: string;
  /** Shown, and logged with the error, when `run` fails; the button can then be pressed again. */
  failure: string;
  tone: keyof typeof TONES;
  run: () => Promise<void>;
}

/** An account action of one button: an intro, the button (disabled while it runs), a failure. */
export function OneClickAction({ intro, label, failure, tone, run }: OneClickActionProps) {
  const action = useMutation({
    mutationFn: run,
    onError: (error) => {
      console.error(failure, error);
    },
  });

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">{intro}</p>
      {action.isError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {failure}
        </p>
      )}
      <button
        type="button"
        disabled={action.isPending}
        onClick={() => {
          action.mutate();
        }}
        className={`rounded-md px-5 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 ${TONES[tone]}`}
      >
        {label}
      </button>
    </div>
  );
}
