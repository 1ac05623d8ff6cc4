import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/** scrypt parameters (OWASP's minimum: N=2^17, r=8, p=1); stored with each hash so they can grow. */
const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
const MAX_MEMORY = 256 * 1024 * 1024;

let derivationsStarted = 0;
let derivationsInFlight = 0;
let peakDerivationsInFlight = 0;

/**
 * scrypt derivations of this process: how many ever started (what an answer's cost is checked
 * against), how many have not finished yet, and the most there were at once since the last
 * reset (what a cap on concurrent hashes is checked against).
 */
export const scryptGauge = {
  started: () => derivationsStarted,
  inFlight: () => derivationsInFlight,
  peak: () => peakDerivationsInFlight,
  resetPeak: () => {
    peakDerivationsInFlight = derivationsInFlight;
  },
};

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  derivationsStarted += 1;
  derivationsInFlight += 1;
  peakDerivationsInFlight = Math.max(peakDerivationsInFlight, derivationsInFlight);
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(
      password.normalize("NFKC"),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: MAX_MEMORY },
      (error, key) => {
        if (error) reject(error);
        else resolve(key);
      },
    );
  }).finally(() => {
    derivationsInFlight -= 1;
  });
}

/** Returns `scrypt$N$r$p$salt$hash` (base64 salt and hash). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, PARAMS);
  return [
    "scrypt",
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString("base64"),
    key.toString("base64"),
  ].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = await derive(password, Buffer.from(salt, "base64"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  }).catch(() => null);
  return actual !== null && actual.length === expected.length && timingSafeEqual(actual, expected);
}
