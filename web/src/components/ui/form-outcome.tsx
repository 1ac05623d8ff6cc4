interface FormOutcomeProps {
  /** The alert's id, which the invalid fields name in aria-describedby. */
  errorId: string;
  /** What the form did, announced politely. */
  done?: string | undefined;
  /** What went wrong, announced at once. */
  failed?: string | undefined;
}

/** A form's outcome under its fields: what it did, or what went wrong. */
export function FormOutcome({ errorId, done, failed }: FormOutcomeProps) {
  return (
    <>
      {done !== undefined && (
        <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">
          {done}
        </p>
      )}
      {failed !== undefined && (
        <p
          id={errorId}
          role="alert"
          className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {failed}
        </p>
      )}
    </>
  );
}
