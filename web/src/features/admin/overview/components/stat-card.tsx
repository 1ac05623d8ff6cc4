import type { ReactNode } from "react";

interface StatCardProps {
  label: string;
  value: string;
  /** A small note after the value, e.g. the trending share. */
  note?: string;
  testId: string;
  footer?: ReactNode;
}

/** One figure of the overview. */
export function StatCard({ label, value, note, testId, footer }: StatCardProps) {
  return (
    <div
      data-testid={testId}
      className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="flex flex-col gap-1">
        <span className="flex flex-wrap items-baseline gap-2">
          <span data-testid={`${testId}-value`} className="text-2xl font-bold text-slate-900">
            {value}
          </span>
          {note !== undefined && (
            <span data-testid={`${testId}-note`} className="text-sm font-medium text-green-800">
              {note}
            </span>
          )}
        </span>
        {footer}
      </dd>
    </div>
  );
}
