import { useState } from "react";

import type { VerseIndex } from "@bookstore/shared/library/verses-api.ts";

import { pickRandomVerse } from "../utils/pick-random-verse";

import { VerseText } from "./verse-text";

export function RandomVerse({ held }: { held: VerseIndex }) {
  const [current, setCurrent] = useState(() => pickRandomVerse(held, Math.random));

  if (!current) return <p>No verse to show yet.</p>;
  return (
    <div className="flex flex-col items-start gap-4">
      <div aria-live="polite" className="w-full">
        <VerseText verseRef={current} />
      </div>
      <button
        type="button"
        onClick={() => {
          setCurrent(pickRandomVerse(held, Math.random, current));
        }}
        className="rounded-md bg-amber-400 px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-amber-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
      >
        Another verse
      </button>
    </div>
  );
}
