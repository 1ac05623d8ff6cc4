/** "1 person found this helpful", "3 people found this helpful". */
export function helpfulCountText(count: number): string {
  return `${count} ${count === 1 ? "person" : "people"} found this helpful`;
}
