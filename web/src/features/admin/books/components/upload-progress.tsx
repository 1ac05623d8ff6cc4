/** The cover upload's progress, as a bar with its percentage. */
export function UploadProgress({ percent }: { percent: number }) {
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label="Cover upload"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-2 rounded-full bg-blue-700 transition-[width]"
          style={{ width: `${String(percent)}%` }}
        />
      </div>
      <span className="w-12 text-right text-sm text-slate-700">{percent}%</span>
    </div>
  );
}
