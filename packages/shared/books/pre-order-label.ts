import { formatDay } from "../format/date.ts";

/** What a forthcoming book shows in place of its stock line. */
export function preOrderLabel(publishedOn: string): string {
  return `Pre-order — publishes ${formatDay(publishedOn)}`;
}
