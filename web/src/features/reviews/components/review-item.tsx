import { Stars } from "@/components/ui/stars";
import { calendarDate } from "@/lib/calendar-date";
import type { Review } from "@shared/review.ts";

/** One review; its words are React text, never HTML. */
export function ReviewItem({ review }: { review: Review }) {
  return (
    <li data-testid="review" className="flex flex-col gap-1 py-4">
      <p className="flex flex-wrap items-center gap-x-2">
        <Stars value={review.rating} />
        <span className="font-semibold break-words text-slate-900">{review.title}</span>
      </p>
      <p className="text-sm text-slate-600">
        {review.authorName},{" "}
        <time dateTime={review.createdAt}>{calendarDate(new Date(review.createdAt))}</time>
      </p>
      <p className="break-words whitespace-pre-line text-slate-800">{review.text}</p>
    </li>
  );
}
