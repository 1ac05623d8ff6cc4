export function Spinner({
  label = "Loading",
  className = "h-10 w-10",
  turning = true,
}: {
  label?: string;
  className?: string;
  /**
   * False for a spinner nobody can see yet (a section below the screen): an animation ticks on
   * every frame, wherever its element is.
   */
  turning?: boolean;
}) {
  return (
    <span role="status" className="inline-flex items-center justify-center">
      <span
        aria-hidden="true"
        className={`${turning ? "animate-spin " : ""}rounded-full border-4 border-slate-200 border-t-blue-700 ${className}`}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
