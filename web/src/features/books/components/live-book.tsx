import { useEffect } from "react";

import { useBook, type BookState } from "../hooks/use-book";

interface LiveBookProps {
  id: string;
  onChange: (state: BookState) => void;
}

/** Follows one book in Firestore and reports each state; renders nothing itself. */
export function LiveBook({ id, onChange }: LiveBookProps) {
  const state = useBook(id);
  useEffect(() => {
    onChange(state);
  }, [state, onChange]);
  return null;
}
