/**
 * argon2id with @node-rs/argon2's defaults (19 MiB, 2 passes, 1 lane: OWASP's recommended minimum).
 * Sign-in for an unknown e-mail verifies against a dummy hash with the same parameters, so it takes as
 * long as a wrong password and the answer's timing does not tell which e-mails have accounts.
 */
import { hash, verify } from '@node-rs/argon2';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/** Whether `password` matches `stored`; with no stored hash it spends the same time and answers false. */
export async function verifyPassword(stored: string | undefined, password: string): Promise<boolean> {
  if (stored === undefined) {
    dummyHash ??= hash('not a password: equalises the time of an unknown e-mail');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    // A malformed stored hash is no match, never a 500 that would tell the account apart.
    return false;
  }
}
