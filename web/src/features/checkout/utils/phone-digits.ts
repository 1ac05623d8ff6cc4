/** The phone field keeps digits only: anything else typed or pasted is dropped. */
export function phoneDigits(value: string): string {
  return value.replace(/\D+/g, "");
}
