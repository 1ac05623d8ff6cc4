/** covers/<file>: a cover image as a Firestore blob, for the local suite without Storage. */
export interface CoverDocument<TTimestamp> {
  contentType: string;
  data: Uint8Array;
  updatedAt: TTimestamp;
}
