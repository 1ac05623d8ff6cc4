/**
 * The search's relevance set: what a shopper types and the seeded book they mean. The unit
 * test, the API test and the bench score the search with it (hit@1: the book comes first;
 * hit@5: among the first five).
 */

export type RelevanceKind =
  "prefix" | "typo" | "author" | "isbn" | "multi-word" | "common-words" | "accents";

export interface RelevanceCase {
  query: string;
  /** The seeded book's id. */
  expected: string;
  kind: RelevanceKind;
}

export const CLOCKMAKER = "the-last-clockmaker-of-vellington";

/** Issue 30's own queries: each must put "The Last Clockmaker of Vellington" first. */
export const DONE_WHEN_QUERIES: readonly RelevanceCase[] = [
  { query: "clockmak", expected: CLOCKMAKER, kind: "prefix" },
  { query: "vellingten", expected: CLOCKMAKER, kind: "typo" },
  { query: "last clockmaker", expected: CLOCKMAKER, kind: "multi-word" },
  { query: "Pendlebuty", expected: CLOCKMAKER, kind: "author" },
  { query: "978-1-916482-30-2", expected: CLOCKMAKER, kind: "isbn" },
];

export const RELEVANCE_SET: readonly RelevanceCase[] = [
  ...DONE_WHEN_QUERIES,
  { query: "the last clockmaker", expected: CLOCKMAKER, kind: "common-words" },
  { query: "THE LAST CLOCKMAKER OF VELLINGTON", expected: CLOCKMAKER, kind: "common-words" },
  { query: "9781916482302", expected: CLOCKMAKER, kind: "isbn" },
  { query: "1-916482-30-9", expected: CLOCKMAKER, kind: "isbn" },
  { query: "Pendlébury", expected: CLOCKMAKER, kind: "accents" },
  { query: "saoirse", expected: CLOCKMAKER, kind: "author" },
  {
    query: "lamplighter",
    expected: "the-lamplighters-ledger-a-life-of-agnes-tolliver",
    kind: "prefix",
  },
  {
    query: "agnes toliver",
    expected: "the-lamplighters-ledger-a-life-of-agnes-tolliver",
    kind: "typo",
  },
  {
    query: "marrowby",
    expected: "the-lamplighters-ledger-a-life-of-agnes-tolliver",
    kind: "author",
  },
  {
    query: "caspar ven",
    expected: "salt-roads-and-paper-maps-the-journeys-of-caspar-venn",
    kind: "prefix",
  },
  {
    query: "margit selandr",
    expected: "a-quiet-engine-the-story-of-margit-selander",
    kind: "typo",
  },
  { query: "bridge builder", expected: "the-bridge-builder-of-low-marsh", kind: "multi-word" },
  { query: "978-0-17-083012-6", expected: "the-bridge-builder-of-low-marsh", kind: "isbn" },
  { query: "josephine aldermore", expected: "the-night-nurse-of-calder-street", kind: "typo" },
  {
    query: "mill town strikes",
    expected: "ledgers-looms-and-liberty-hanna-vetch-and-the-mill-town-strikes",
    kind: "multi-word",
  },
  {
    query: "a sailor's memoir",
    expected: "chasing-the-northern-current-a-sailors-memoir",
    kind: "common-words",
  },
  {
    query: "observatory",
    expected: "under-the-observatory-dome-the-life-of-dr-leopold-marsh",
    kind: "prefix",
  },
  {
    query: "a bakers life",
    expected: "forty-loaves-before-dawn-a-bakers-life",
    kind: "common-words",
  },
  {
    query: "symphony of clara",
    expected: "the-unfinished-symphony-of-clara-dunmore",
    kind: "common-words",
  },
  { query: "0-444-81235-0", expected: "the-unfinished-symphony-of-clara-dunmore", kind: "isbn" },
  {
    query: "diplomat",
    expected: "kitchen-table-diplomat-the-improbable-career-of-odile-brasseur",
    kind: "prefix",
  },
  { query: "the patient founder", expected: "the-patient-founder", kind: "common-words" },
  { query: "negociating", expected: "negotiating-in-a-low-voice", kind: "typo" },
  {
    query: "supply chains",
    expected: "ships-sheds-and-schedules-a-century-of-supply-chains",
    kind: "multi-word",
  },
  {
    query: "kitchen table balance",
    expected: "the-kitchen-table-balance-sheet",
    kind: "multi-word",
  },
  { query: "index funds", expected: "index-funds-and-other-quiet-friends", kind: "multi-word" },
  {
    query: "history of inflation",
    expected: "bonds-bubbles-and-bread-prices-a-plain-history-of-inflation",
    kind: "common-words",
  },
  { query: "lantern mender", expected: "the-lantern-menders-daughter", kind: "multi-word" },
  { query: "saltwater libary", expected: "the-saltwater-library", kind: "typo" },
  { query: "cartographer", expected: "the-cartographer-of-glass-islands", kind: "prefix" },
  { query: "silas márchetti", expected: "the-cartographer-of-glass-islands", kind: "accents" },
  { query: "clockwork", expected: "the-clockwork-tenant-of-birch-row", kind: "prefix" },
  {
    query: "journaling habit",
    expected: "ink-before-email-the-journaling-habit",
    kind: "multi-word",
  },
  {
    query: "hammock",
    expected: "the-hammock-principle-why-rest-is-not-a-reward",
    kind: "prefix",
  },
  {
    query: "stack trace debugging",
    expected: "reading-the-stack-trace-a-calm-approach-to-debugging",
    kind: "multi-word",
  },
  {
    query: "microcontrolers",
    expected: "small-machines-big-ideas-microcontrollers-for-curious-minds",
    kind: "typo",
  },
  {
    query: "web accesibility",
    expected: "building-for-every-hand-practical-web-accessibility",
    kind: "typo",
  },
  {
    query: "algoritm kitchen",
    expected: "the-algorithm-kitchen-recipes-for-problem-solving",
    kind: "typo",
  },
  { query: "Zoë Vossberg cloud", expected: "cloud-without-the-fog", kind: "accents" },
  {
    query: "quiet servers",
    expected: "quiet-servers-running-reliable-systems-without-burnout",
    kind: "multi-word",
  },
];

export interface RelevanceScore {
  cases: number;
  hitAt1: number;
  hitAt5: number;
  /** The cases whose book was not first, with where it came (0 for nowhere in the first five). */
  misses: { query: string; expected: string; rank: number }[];
}

/** Scores a search that answers the ids it found for a query, best first. */
export async function scoreRelevance(
  cases: readonly RelevanceCase[],
  search: (query: string) => Promise<readonly string[]> | readonly string[],
): Promise<RelevanceScore> {
  let hitAt1 = 0;
  let hitAt5 = 0;
  const misses: RelevanceScore["misses"] = [];
  for (const { query, expected } of cases) {
    const ids = (await search(query)).slice(0, 5);
    const rank = ids.indexOf(expected) + 1;
    if (rank === 1) hitAt1 += 1;
    if (rank >= 1) hitAt5 += 1;
    if (rank !== 1) misses.push({ query, expected, rank });
  }
  return { cases: cases.length, hitAt1, hitAt5, misses };
}
