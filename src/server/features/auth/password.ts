import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with 7 MiB and 5 passes, 1 lane: the same strength as the 19 MiB and 2 passes used
 * before (more passes over less memory). Each hash in flight holds its memory outside the JS
 * heap, and a login rush before a drop adds it to an instance's peak (ADR 012: memory per
 * instance); this one costs 12 MB less and no more CPU. `algorithm: 2` is argon2id: the package's
 * `Algorithm` is a const enum, which isolated modules cannot import.
 */
const ARGON2ID = { algorithm: 2, memoryCost: 7_168, timeCost: 5, parallelism: 1 } as const;

/** A stored hash made with other settings (an older one): to be remade at its next login. */
export const hashIsOutdated = (stored: string) =>
  !stored.includes(`$m=${ARGON2ID.memoryCost},t=${ARGON2ID.timeCost},p=${ARGON2ID.parallelism}$`);

let running: Promise<unknown> = Promise.resolve();

/**
 * One hash at a time per process. Each takes its memory outside the JS heap, and the thread pool
 * runs four at once: a login rush before a drop lifted an instance by ~80 MB with 19 MiB hashes
 * (ADR 012: memory per instance). A hash keeps a core busy, and an instance shares two cores with the others, so
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
