/** The line between the e-mail form and the Google button. */
export function OrDivider() {
  return (
    <div className="my-5 flex items-center gap-3 text-sm text-slate-600" aria-hidden="true">
      <span className="h-px flex-1 bg-slate-200" />
      or
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}
