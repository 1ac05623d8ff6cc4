const DOCUMENT_ID = /^[A-Za-z0-9_-]{1,128}$/;
/** Firestore reserves ids that start and end with two underscores. */
const RESERVED_ID = /^__.*__$/;

/** The ids the store makes (auto ids, slugs, hex digests), and nothing Firestore would refuse. */
export function isDocumentId(value: string): boolean {
  return DOCUMENT_ID.test(value) && !RESERVED_ID.test(value);
}
