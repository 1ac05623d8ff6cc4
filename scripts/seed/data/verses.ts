import type { SeedVerse } from "./types.ts";

/**
 * Verses of the Bhagavad Gita. Arnold's "The Song Celestial" is a verse paraphrase that does not
 * follow the Sanskrit verse numbering, so each translation is the run of Arnold's lines that renders
 * the given verse. Line breaks follow the source texts ("\n" between lines); the Sanskrit keeps the
 * source's "; " between the halves of a long (tristubh) line.
 */
export const VERSE_SOURCE =
  'Sanskrit: IAST transliteration of the Bhagavad Gita (public domain). English: Sir Edwin Arnold, "The Song Celestial" (1885), public domain, Project Gutenberg eBook #2388';

export const SEED_VERSES: readonly SeedVerse[] = [
  {
    chapter: 2,
    verse: 20,
    sanskrit:
      "na jāyate mriyate vā kadā cin; nāyaṃ bhūtvā bhavitā vā na bhūyaḥ\najo nityaḥ śāśvato 'yaṃ purāṇo; na hanyate hanyamāne śarīre",
    translation:
      "Never the spirit was born; the spirit shall cease to be never;\nNever was time it was not; End and Beginning are dreams!\nBirthless and deathless and changeless remaineth the spirit for ever;\nDeath hath not touched it at all, dead though the house of it seems!",
    source: VERSE_SOURCE,
  },
  {
    chapter: 2,
    verse: 22,
    sanskrit:
      "vāsāṃsi jīrṇāni yathā vihāya; navāni gṛhṇāti naro 'parāṇi\ntathā śarīrāṇi vihāya jīrṇāny; anyāni saṃyāti navāni dehī",
    translation:
      'Nay, but as when one layeth\nHis worn-out robes away,\nAnd, taking new ones, sayeth,\n"These will I wear to-day!"\nSo putteth by the spirit\nLightly its garb of flesh,\nAnd passeth to inherit\nA residence afresh.',
    source: VERSE_SOURCE,
  },
  {
    chapter: 2,
    verse: 47,
    sanskrit:
      "karmaṇy evādhikāras te mā phaleṣu kadā cana\nmā karmaphalahetur bhūr mā te saṅgo 'stv akarmaṇi",
    translation:
      "But thou, want not! ask not! Find full reward\nOf doing right in right! Let right deeds be\nThy motive, not the fruit which comes from them.\nAnd live in action! Labour!",
    source: VERSE_SOURCE,
  },
  {
    chapter: 3,
    verse: 35,
    sanskrit:
      "śreyān svadharmo viguṇaḥ paradharmāt svanuṣṭhitāt\nsvadharme nidhanaṃ śreyaḥ paradharmo bhayāvahaḥ",
    translation:
      "Finally, this is better, that one do\nHis own task as he may, even though he fail,\nThan take tasks not his own, though they seem good.\nTo die performing duty is no ill;\nBut who seeks other roads shall wander still.",
    source: VERSE_SOURCE,
  },
  {
    chapter: 4,
    verse: 7,
    sanskrit:
      "yadā yadā hi dharmasya glānir bhavati bhārata\nabhyutthānam adharmasya tadātmānaṃ sṛjāmy aham",
    translation:
      "When Righteousness\nDeclines, O Bharata! when Wickedness\nIs strong, I rise, from age to age, and take\nVisible shape, and move a man with men,",
    source: VERSE_SOURCE,
  },
  {
    chapter: 4,
    verse: 8,
    sanskrit:
      "paritrāṇāya sādhūnāṃ vināśāya ca duṣkṛtām\ndharmasaṃsthāpanārthāya saṃbhavāmi yuge yuge",
    translation:
      "Succouring the good, thrusting the evil back,\nAnd setting Virtue on her seat again.",
    source: VERSE_SOURCE,
  },
  {
    chapter: 6,
    verse: 5,
    sanskrit:
      "uddhared ātmanātmānaṃ nātmānam avasādayet\nātmaiva hy ātmano bandhur ātmaiva ripur ātmanaḥ",
    translation:
      "Let each man raise\nThe Self by Soul, not trample down his Self,\nSince Soul that is Self's friend may grow Self's foe.",
    source: VERSE_SOURCE,
  },
  {
    chapter: 6,
    verse: 19,
    sanskrit:
      "yathā dīpo nivātastho neṅgate sopamā smṛtā\nyogino yatacittasya yuñjato yogam ātmanaḥ",
    translation:
      "Steadfast a lamp burns sheltered from the wind;\nSuch is the likeness of the Yogi's mind\nShut from sense-storms and burning bright to Heaven.",
    source: VERSE_SOURCE,
  },
  {
    chapter: 9,
    verse: 26,
    sanskrit:
      "patraṃ puṣpaṃ phalaṃ toyaṃ yo me bhaktyā prayacchati\ntad ahaṃ bhaktyupahṛtam aśnāmi prayatātmanaḥ",
    translation:
      "Whoso shall offer Me in faith and love\nA leaf, a flower, a fruit, water poured forth,\nThat offering I accept, lovingly made\nWith pious will.",
    source: VERSE_SOURCE,
  },
  {
    chapter: 18,
    verse: 66,
    sanskrit:
      "sarvadharmān parityajya mām ekaṃ śaraṇaṃ vraja\nahaṃ tvā sarvapāpebhyo mokṣayiṣyāmi mā śucaḥ",
    translation:
      "And let go those—\nRites and writ duties! Fly to Me alone!\nMake Me thy single refuge! I will free\nThy soul from all its sins! Be of good cheer!",
    source: VERSE_SOURCE,
  },
];
