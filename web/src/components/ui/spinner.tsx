export function Spinner({
  label = "Loading",
  className = "h-10 w-10",
}: {
  label?: string;
  className?: string;
}) {
  return (
    <span role="status" className="inline-flex items-center justify-center">
      <span
        aria-hidden="true"
        className={`animate-spin rounded-full border-4 border-slate-200 border-t-blue-700 ${className}`}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
