import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane). `algorithm: 2` is argon2id: the
 * package's `Algorithm` is a const enum, which isolated modules cannot import.
 */
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown e-mail) it still spends the
 * same time on a dummy hash, so the answer time does not tell which e-mails have accounts.
 */
export async function verifyPassword(
  stored: string | undefined,
  password: string,
): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('dummy password for timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
