import { deleteDoc, serverTimestamp, setDoc } from "firebase/firestore";

import { savedBookRef } from "./saved-collection";

/** Saves a book at its current price; the server stamps the time (the rules require it). */
export function saveBook(uid: string, bookId: string, price: number): Promise<void> {
  return setDoc(savedBookRef(uid, bookId), { bookId, savedAt: serverTimestamp(), price });
}

export function unsaveBook(uid: string, bookId: string): Promise<void> {
  return deleteDoc(savedBookRef(uid, bookId));
}
