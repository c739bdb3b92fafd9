import type { FastifyBaseLogger } from 'fastify';
import { Redis, type Result } from 'ioredis';
import { dropLapsedEntries } from '../../lib/lapsed-entries.ts';

/**
 * Where a drop's line at its opening is kept (docs/decisions/028): in Redis, shared by every
 * instance, or in this process's memory without `REDIS_URL` and while Redis does not answer.
 * Both run the same step: move the line's front, join or look up the student, record the
 * admission. The rules of the line (when it is active, what the answer means) are the drops
 * area's (features/drops/drop-line.service.ts).
 */

/** One call's step on a drop's line. */
export interface LineStep {
  dropId: number;
  userId: number;
  /** The shop's clock, epoch ms. */
  now: number;
  /** Take a number when not in line, or when the admission's window ran out. */
  join: boolean;
  /** The opening minutes are over: with nobody waiting, the line has ended (nobody joins). */
  late: boolean;
  /** Admissions a second. */
  rate: number;
  /** An admission's checkout window, ms. */
  windowMs: number;
}

export interface LineAnswer {
  /** The line has ended: nobody waits and the opening minutes are over. */
  ended: boolean;
  /** The student's arrival number (1 = first), null when not in line. */
  number: number | null;
  /** How far admission has reached: numbers up to it are admitted. */
  front: number;
  /** When the student's admission was first seen (epoch ms), null while waiting. */
  admittedAt: number | null;
  /** Numbers given so far. */
  last: number;
  /** The student's window had run out and they took a new number now. */
  again: boolean;
}

export interface LineStore {
  step(step: LineStep): Promise<LineAnswer>;
  close(): Promise<void>;
}

/** Keys are kept this long after their last write. */
const KEEP_MS = 24 * 3600 * 1000;
/** Lines kept in memory at most (the oldest touched go first). */
const MEMORY_LINES = 200;

/**
 * How many a quiet line lets in at once: a tenth of a second's admissions, at least 10 and never
 * more than a second's (never saved up for a crowd). A whole second's (50 at the default rate)
 * went in together at a line's first moment, and their additions and orders at once held up the
 * crowd's joins behind them for ~300 ms (bench/README.md, "A line's first second").
 */
const burstOf = (rate: number) => Math.max(1, Math.min(rate, Math.max(10, Math.ceil(rate / 10))));

interface MemoryLine {
  last: number;
  front: number;
  at: number;
  numbers: Map<number, number>;
  admitted: Map<number, number>;
}

/** The line in this process's memory: the same step as the Redis script below. */
export class MemoryLines {
  private readonly lines = new Map<number, MemoryLine>();

  step(s: LineStep): LineAnswer {
    let line = this.lines.get(s.dropId);
    if (!line) {
      // A new line is a quiet one: `burstOf` admissions ready.
      const front = burstOf(s.rate);
      line = { last: 0, front, at: s.now, numbers: new Map(), admitted: new Map() };
      if (this.lines.size >= MEMORY_LINES) this.lines.delete(this.lines.keys().next().value!);
    }
    this.lines.delete(s.dropId);
    this.lines.set(s.dropId, line);
    if (s.now > line.at) {
      const moved = Math.min(
        line.front + (s.rate * (s.now - line.at)) / 1000,
        line.last + burstOf(s.rate),
      );
      if (moved > line.front) line.front = moved;
      line.at = s.now;
    }
    if (s.late && line.last <= line.front) return ended(line.front, line.last);
    let number = line.numbers.get(s.userId);
    let admittedAt = line.admitted.get(s.userId);
    let again = false;
    const expired = admittedAt !== undefined && s.now >= admittedAt + s.windowMs;
    if (s.join && (number === undefined || expired)) {
      again = number !== undefined;
      number = ++line.last;
      line.numbers.set(s.userId, number);
      line.admitted.delete(s.userId);
      admittedAt = undefined;
    }
    if (number !== undefined && admittedAt === undefined && number <= line.front) {
      admittedAt = s.now;
      line.admitted.set(s.userId, admittedAt);
    }
    return {
      ended: false,
      number: number ?? null,
      front: line.front,
      admittedAt: admittedAt ?? null,
      last: line.last,
      again,
    };
  }
}

const ended = (front: number, last: number): LineAnswer => ({
  ended: true,
  number: null,
  front,
  admittedAt: null,
  last,
  again: false,
});

/**
 * The step in one atomic script. KEYS: numbers given, the front (`front`, `at`), the students'
 * numbers, their admissions. ARGV: student, now, join, late, rate, window ms, keep ms, burst
 * (`burstOf`).
 */
const STEP_SCRIPT = `
local uid = ARGV[1]
local now = tonumber(ARGV[2])
local rate = tonumber(ARGV[5])
local last = tonumber(redis.call('GET', KEYS[1]) or '0')
local st = redis.call('HMGET', KEYS[2], 'front', 'at')
local burst = tonumber(ARGV[8])
local front = tonumber(st[1] or ARGV[8])
local at = tonumber(st[2] or ARGV[2])
if now > at then
  local moved = math.min(front + rate * (now - at) / 1000, last + burst)
  if moved > front then front = moved end
  redis.call('HSET', KEYS[2], 'front', tostring(front), 'at', ARGV[2])
elseif not st[2] then
  redis.call('HSET', KEYS[2], 'front', tostring(front), 'at', ARGV[2])
end
if ARGV[4] == '1' and last <= front then return {'ended', -1, tostring(front), -1, last, 0} end
local n = tonumber(redis.call('HGET', KEYS[3], uid) or '')
local adm = tonumber(redis.call('HGET', KEYS[4], uid) or '')
local again = 0
if ARGV[3] == '1' and (not n or (adm and now >= adm + tonumber(ARGV[6]))) then
  if n then again = 1 end
  last = redis.call('INCR', KEYS[1])
  n = last
  redis.call('HSET', KEYS[3], uid, tostring(n))
  redis.call('HDEL', KEYS[4], uid)
  adm = nil
end
if n and not adm and n <= front then
  adm = now
  redis.call('HSET', KEYS[4], uid, ARGV[2])
end
for i = 1, 4 do redis.call('PEXPIRE', KEYS[i], ARGV[7]) end
local admitted = '-1'
if adm then admitted = string.format('%.0f', adm) end
return {'ok', n or -1, tostring(front), admitted, last, again}`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    campusLineStep(
      k1: string,
      k2: string,
      k3: string,
      k4: string,
      ...args: string[]
    ): Result<[string, number, string, string, number, number], Context>;
  }
}

/**
 * What this instance last heard from Redis of each line, to answer without a round trip what it
 * already knows. The front moves at the rate while anyone waits (the step's own rule), so from
 * the front at one moment and a waiting student's number, the place now is known until their
 * turn comes; then the step runs in Redis, which alone admits. An admission only ends with its
 * checkout window, so until then the admitted student's steps (the gate's, at the addition and
 * the order) are answered here too. Other joins always go to Redis.
 */
export class HeardFromRedis {
  private readonly fronts = new Map<number, { front: number; at: number; last: number }>();
  /**
   * In the order they were last heard. `until`: when the entry stops answering anything (the
   * admission's window ends, or a waiting student's turn comes and Redis must admit), after
   * which it is dropped: an opening's students are not kept for ever, only up to STUDENTS_KEPT.
   */
  private readonly students = new Map<
    string,
    { number: number; admittedAt: number | null; until: number }
  >();

  /** The answer for `s` from what was heard; undefined: ask Redis. */
  answer(s: LineStep): LineAnswer | undefined {
    const line = this.fronts.get(s.dropId);
    const student = this.students.get(`${s.dropId}:${s.userId}`);
    if (!line || !student || s.now < line.at) return undefined;
    const { number, admittedAt } = student;
    const front = line.front + (s.rate * (s.now - line.at)) / 1000;
    const known = { ended: false, number, front, admittedAt, last: line.last, again: false };
    if (admittedAt !== null) return s.now < admittedAt + s.windowMs ? known : undefined;
    return s.join || number <= front ? undefined : known;
  }

  /** Keeps what Redis answered `s`. */
  keep(s: LineStep, a: LineAnswer) {
    const key = `${s.dropId}:${s.userId}`;
    this.students.delete(key);
    if (a.ended) {
      this.fronts.delete(s.dropId);
      return;
    }
    const seen = this.fronts.get(s.dropId);
    if (!seen || s.now >= seen.at) {
      this.fronts.delete(s.dropId);
      this.fronts.set(s.dropId, { front: a.front, at: s.now, last: a.last });
      if (this.fronts.size > MEMORY_LINES) this.fronts.delete(this.fronts.keys().next().value!);
    }
    if (a.number !== null) {
      const until =
        a.admittedAt !== null
          ? a.admittedAt + s.windowMs
          : s.now + (Math.max(0, a.number - a.front) * 1000) / s.rate;
      this.students.set(key, { number: a.number, admittedAt: a.admittedAt, until });
      if (this.students.size > STUDENTS_KEPT) {
        this.students.delete(this.students.keys().next().value!);
      }
    }
    dropLapsedEntries(this.students, (student) => student.until <= s.now);
  }

  /** Students kept (for tests). */
  get size(): number {
    return this.students.size;
  }
}

/** Students in a line whose numbers an instance keeps (the oldest heard go first). */
const STUDENTS_KEPT = 50_000;

/** After a step failed on an open connection (Redis hung), memory is used this long. */
const PROBE_AFTER_MS = 5000;

export const LINE_REDIS_DOWN =
  'Drop lines: Redis is unreachable; each instance keeps its own line in memory until it returns';
export const LINE_REDIS_BACK = 'Drop lines: Redis is reachable again; the line is kept there again';

/**
 * The line store: Redis (`redisUrl`) while it answers, this process's memory otherwise (no
 * call waits on Redis: no offline queue, short timeouts, reconnecting every second at most; the
 * outage and the return logged once each). Resolves once connected, or after a second.
 */
export async function lineStore(
  redisUrl: string | undefined,
  log: FastifyBaseLogger,
): Promise<LineStore> {
  const memory = new MemoryLines();
  if (!redisUrl) return { step: async (s) => memory.step(s), close: async () => undefined };
  const redis = new Redis(redisUrl, {
    keyPrefix: 'campus-line:',
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    commandTimeout: 500,
    retryStrategy: (times) => Math.min(times * 100, 1000),
  });
  redis.defineCommand('campusLineStep', { numberOfKeys: 4, lua: STEP_SCRIPT });
  const heard = new HeardFromRedis();
  let state: 'starting' | 'up' | 'down' = 'starting';
  let probeAt = 0;
  let closing = false;
  const down = (err?: unknown) => {
    if (state === 'down' || closing) return;
    state = 'down';
    log.error({ err }, LINE_REDIS_DOWN);
  };
  const up = () => {
    if (state === 'down') log.info(LINE_REDIS_BACK);
    state = 'up';
  };
  redis.on('error', down);
  redis.on('close', () => down());
  redis.on('ready', up);

  const viaRedis = async (s: LineStep): Promise<LineAnswer> => {
    // One hash slot per drop ({…}), so a cluster keeps a drop's keys together.
    const k = `{${s.dropId}}:`;
    const [kind, number, front, admittedAt, last, again] = await redis.campusLineStep(
      `${k}last`,
      `${k}front`,
      `${k}numbers`,
      `${k}admitted`,
      String(s.userId),
      String(s.now),
      s.join ? '1' : '0',
      s.late ? '1' : '0',
      String(s.rate),
      String(s.windowMs),
      String(KEEP_MS),
      String(burstOf(s.rate)),
    );
    if (kind === 'ended') return ended(Number(front), last);
    const admitted = Number(admittedAt);
    return {
      ended: false,
      number: number > 0 ? number : null,
      front: Number(front),
      admittedAt: admitted > 0 ? admitted : null,
      last,
      again: again === 1,
    };
  };

  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 1000);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return {
    step: async (s) => {
      const now = Date.now();
      const tryRedis = redis.status === 'ready' && (state !== 'down' || now >= probeAt);
      if (!tryRedis) return memory.step(s);
      if (state === 'down')
        probeAt = now + PROBE_AFTER_MS; // one call probes, the rest use memory
      else {
        const known = heard.answer(s);
        if (known) return known;
      }
      try {
        const answer = await viaRedis(s);
        up();
        heard.keep(s, answer);
        return answer;
      } catch (err) {
        down(err);
        probeAt = Date.now() + PROBE_AFTER_MS;
        return memory.step(s);
      }
    },
    close: async () => {
      closing = true;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
