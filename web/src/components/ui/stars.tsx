const STAR_COUNT = 5;

interface StarsProps {
  /** 0 to 5; a fraction shows as the nearest half star rounded down to a whole one. */
  value: number;
  className?: string;
}

/** A rating as five stars, read out as "Rated 4.5 out of 5". */
export function Stars({ value, className = "" }: StarsProps) {
  const filled = Math.round(value);
  return (
    <span
      role="img"
      aria-label={`Rated ${value} out of ${STAR_COUNT}`}
      className={`tracking-tight text-amber-500 ${className}`}
    >
      {"★".repeat(filled)}
      <span className="text-slate-300">{"★".repeat(STAR_COUNT - filled)}</span>
    </span>
  );
}
