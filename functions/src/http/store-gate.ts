import type { RequestHandler } from "express";
import { FieldValue } from "firebase-admin/firestore";

import { MESSAGES } from "@bookstore/shared/core/messages.ts";
import {
  STORE_CLOSING_RETRY_AFTER_SECONDS,
  STORE_GATE,
} from "@bookstore/shared/site/store-gate.ts";

import { storeGateRef, writeTicketsCollection } from "../lib/collections/system.ts";
import { db } from "../lib/firebase.ts";

import { HttpError } from "./http-error.ts";

const gate = storeGateRef(db);
const tickets = writeTicketsCollection(db);
const READ_ONLY_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Only the local emulator suite is ever closed (by `npm start` on Ctrl-C); deployed, there is no
 * gate to read.
 */
const GATED = process.env.FUNCTIONS_EMULATOR === "true";

/**
 * Lets a write request through only while the store is open, holding a ticket until its response
 * is sent. The ticket is written before the gate is read: a request either sees the gate closed
 * (503, Retry-After) or its ticket exists before the gate closed, and the launcher waits for it.
 * No transaction reads the gate, so concurrent orders never queue on its document.
 */
export const storeGate: RequestHandler = async (req, res, next) => {
  if (!GATED || READ_ONLY_METHODS.has(req.method)) {
    next();
    return;
  }
  const ticket = tickets.doc();
  await ticket.create({ method: req.method, path: req.path, at: FieldValue.serverTimestamp() });
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    ticket.delete().catch((error: unknown) => {
      console.error("Could not release a write ticket", error);
    });
  };
  // 'close' also fires when the client goes away before the answer.
  res.once("finish", release);
  res.once("close", release);
  const snapshot = await gate.get();
  if (snapshot.data()?.[STORE_GATE.field] === true) {
    res.set("Retry-After", String(STORE_CLOSING_RETRY_AFTER_SECONDS));
    throw new HttpError(503, MESSAGES.storeClosing);
  }
  next();
};
