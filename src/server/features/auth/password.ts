import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane). `algorithm: 2` is argon2id: the
 * package's `Algorithm` is a const enum, which isolated modules cannot import.
 */
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

let running: Promise<unknown> = Promise.resolve();

/**
 * One hash at a time per process. Each takes its 19 MiB outside the JS heap, and the thread pool
 * runs four at once: a login rush before a drop lifted an instance by ~80 MB (ADR 012: memory per
 * instance). A hash keeps a core busy, and an instance shares two cores with the others, so
 * running them in turn logs in about as many students a second.
 */
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const turn = running.then(work, work);
  running = turn.catch(() => undefined);
  return turn;
}

export function hashPassword(password: string): Promise<string> {
  return inTurn(() => hash(password, ARGON2ID));
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
    const dummy = await dummyHash;
    await inTurn(() => verify(dummy, password)).catch(() => false);
    return false;
  }
  try {
    return await inTurn(() => verify(stored, password));
  } catch {
    return false;
  }
}
