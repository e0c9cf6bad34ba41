import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** Argon2id with the library's defaults (19 MiB, t=2, p=1: the OWASP baseline). */
const ARGON2ID = 2 as Algorithm.Argon2id;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash must read as "wrong password", never as a 500 that tells the two apart.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * A hash to verify against when the e-mail is unknown, so that an unknown account costs the same argon2 work as
 * a wrong password and response times do not reveal which e-mails exist.
 */
export function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(`no-such-account-${Math.random()}`);
  return dummyHash;
}
