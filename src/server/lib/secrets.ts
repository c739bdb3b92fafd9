import { createHash, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';

/** Keys derived from the one server secret (`JWT_SECRET`, or a generated one in embedded mode). */
export interface AppSecrets {
  /** HS256 key that signs access tokens. */
  jwtKey: Uint8Array;
  /** HMAC key for stored OTP hashes, so a leaked table does not give the 4-digit codes away. */
  otpKey: Uint8Array;
  /** HMAC key of notify-me unsubscribe links, so only a link the shop mailed works. */
  unsubscribeKey: Uint8Array;
}

const derive = (secret: string, purpose: string) =>
  new Uint8Array(createHash('sha256').update(`${purpose}\0${secret}`).digest());

/** Builds the keys from a secret string (tests pass a fixed or random one). */
export function secretsFrom(secret: string): AppSecrets {
  return {
    jwtKey: derive(secret, 'jwt'),
    otpKey: derive(secret, 'otp'),
    unsubscribeKey: derive(secret, 'unsubscribe'),
  };
}

/** A throw-away secret: every process gets its own keys (tests). */
export function randomSecrets(): AppSecrets {
  return secretsFrom(randomBytes(48).toString('base64url'));
}

interface SecretsFile {
  jwtSecret?: string;
}

/**
 * `JWT_SECRET` when set. Otherwise (embedded / development only: config.ts refuses production
 * without it) a secret generated on the first start and kept in `${DATA_DIR}/secrets.json` with
 * mode 0600, so tokens survive restarts.
 */
export async function loadSecrets(config: Config): Promise<AppSecrets> {
  if (config.JWT_SECRET) return secretsFrom(config.JWT_SECRET);
  if (config.isProduction) throw new Error('JWT_SECRET is required in production');

  const file = path.join(config.DATA_DIR, 'secrets.json');
  await mkdir(config.DATA_DIR, { recursive: true });
  const existing = await readSecretsFile(file);
  if (existing?.jwtSecret && existing.jwtSecret.length >= 32) {
    await chmod(file, 0o600);
    return secretsFrom(existing.jwtSecret);
  }
  const jwtSecret = randomBytes(48).toString('base64url');
  const content: SecretsFile = { ...existing, jwtSecret };
  await writeFile(file, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return secretsFrom(jwtSecret);
}

async function readSecretsFile(file: string): Promise<SecretsFile | undefined> {
  let raw: string;
  try {
    raw = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  const parsed: unknown = JSON.parse(raw);
  if (typeof parsed !== 'object' || parsed === null) {
    throw new Error(`${file} is not a JSON object; remove it to generate new secrets`);
  }
  return parsed as SecretsFile;
}
