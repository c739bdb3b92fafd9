import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check values that a zod 4 schema's *input* side accepts, or nearly: the fuzz test mutates
 * them afterwards. zod-fast-check supports zod 3 only, and JSON Schema loses what sits behind a
 * transform (the enum of a trimmed, upper-cased size), so this walks the schema's definition.
 *
 * `hint(key)` offers extra values for an object field by name (ids that exist, the caller's
 * e-mail): random values alone almost never reach the code behind the validation.
 */
export type FieldHint = (key: string) => fc.Arbitrary<unknown> | undefined;

interface Check {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number | bigint;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

interface Def {
  type: string;
  checks?: { _zod: { def: Check } }[];
  format?: string;
  pattern?: RegExp;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  valueType?: z.ZodType;
  items?: z.ZodType[];
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const isOptional = (schema: z.ZodType) =>
  (schema as unknown as { _zod: { optin?: string } })._zod.optin === 'optional';

/** A transform, or a pipe whose last step is one: what comes out is not what goes in. */
function endsInTransform(schema: z.ZodType): boolean {
  const def = defOf(schema);
  return def.type === 'transform' || (def.type === 'pipe' && endsInTransform(def.out!));
}

/** Generated text stays short: the mutations bring the huge ones. */
const MAX_TEXT = 24;
const MAX_ITEMS = 4;

/** Small JSON values of any shape, for `unknown` fields and for what nothing else covers. */
export const anyJson = fc.jsonValue({ maxDepth: 2 }).map((v) => v as unknown);

export function inputArbitrary(
  schema: z.ZodType,
  hint: FieldHint = () => undefined,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (depth > 12) return anyJson;
  const def = defOf(schema);
  const next = (s: z.ZodType) => inputArbitrary(s, hint, depth + 1);
  const checks = (def.checks ?? []).map((c) => c._zod.def);
  switch (def.type) {
    case 'string':
      return stringArbitrary(def, checks);
    case 'number':
    case 'int':
      return numberArbitrary(checks);
    case 'bigint':
      return fc.integer().map((n) => n as unknown);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { x: 'x' }));
    case 'object':
      return objectArbitrary(def.shape ?? {}, hint, depth);
    case 'array': {
      const min = Math.max(0, ...bounds(checks, 'min_length', 'minimum'));
      const max = Math.min(MAX_ITEMS, ...bounds(checks, 'max_length', 'maximum'));
      return fc.array(next(def.element!), { minLength: min, maxLength: Math.max(min, max) });
    }
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map(next));
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 8 }), next(def.valueType!), { maxKeys: 3 });
    case 'union':
      return fc.oneof(...(def.options ?? []).map(next));
    case 'optional':
      return fc.option(next(def.innerType!), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(next(def.innerType!), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
      return fc.option(next(def.innerType!), { nil: undefined, freq: 2 });
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return next(def.innerType!);
    case 'lazy':
      return next(def.getter!());
    case 'pipe': {
      // `.transform(f)` is a pipe into a transform: the input side is what is sent. A
      // preprocess is a transform piped into a schema: that schema says what is meant. Otherwise
      // both sides: the outer type (a string) and the refined one (the enum it must be).
      const [input, output] = [def.in!, def.out!];
      if (endsInTransform(output)) return next(input);
      if (endsInTransform(input)) return next(output);
      return fc.oneof({ arbitrary: next(output), weight: 3 }, next(input));
    }
    default:
      // transform, custom, any, unknown, intersection…: any small JSON value.
      return anyJson;
  }
}

/** The bounds of one kind a schema's checks set (`.min(1).min(7)` sets two). */
function bounds(checks: Check[], kind: string, field: 'minimum' | 'maximum'): number[] {
  return checks.filter((c) => c.check === kind).map((c) => c[field] ?? 0);
}

function stringArbitrary(def: Def, checks: Check[]): fc.Arbitrary<unknown> {
  const exact = checks.find((c) => c.check === 'length_equals')?.length;
  const min = exact ?? Math.max(0, ...bounds(checks, 'min_length', 'minimum'));
  const max = exact ?? Math.min(MAX_TEXT, ...bounds(checks, 'max_length', 'maximum'));
  const format = def.format ?? checks.find((c) => c.check === 'string_format')?.format;
  const pattern = def.pattern ?? checks.find((c) => c.check === 'string_format')?.pattern;
  if (format === 'email' && !pattern) return fc.emailAddress();
  const plain = fc.string({ minLength: min, maxLength: Math.max(min, max) });
  const meant = pattern && matching(pattern);
  return meant ? fc.oneof({ arbitrary: meant, weight: 3 }, plain) : plain;
}

/**
 * Strings matching a pattern. fast-check cannot generate from lookarounds or the `i` flag, so
 * those are left out of the pattern generated from, and what does not match the real one is
 * dropped; undefined when even that is beyond it.
 */
function matching(pattern: RegExp): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(pattern);
  } catch {
    try {
      const source = pattern.source.replace(/\(\?<?[=!][^()]*\)/g, '');
      const loose = new RegExp(source, pattern.flags.replace(/[iy]/g, ''));
      return fc.stringMatching(loose).filter((s) => pattern.test(s));
    } catch {
      return undefined;
    }
  }
}

function numberArbitrary(checks: Check[]): fc.Arbitrary<unknown> {
  let min: number | undefined;
  let max: number | undefined;
  for (const c of checks) {
    if (c.check === 'greater_than') min = Number(c.value) + (c.inclusive ? 0 : 1);
    if (c.check === 'less_than') max = Number(c.value) - (c.inclusive ? 0 : 1);
  }
  const integer = checks.some((c) => c.check === 'number_format' && /int/.test(c.format ?? ''));
  if (integer) {
    return fc.integer({
      min: Math.max(min ?? -1e6, Number.MIN_SAFE_INTEGER),
      max: Math.min(max ?? 1e6, Number.MAX_SAFE_INTEGER),
    });
  }
  return fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true, noDefaultInfinity: true });
}

function objectArbitrary(
  shape: Record<string, z.ZodType>,
  hint: FieldHint,
  depth: number,
): fc.Arbitrary<unknown> {
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  const requiredKeys: string[] = [];
  for (const [key, field] of Object.entries(shape)) {
    const own = inputArbitrary(field, hint, depth + 1);
    const extra = hint(key);
    fields[key] = extra ? fc.oneof(own, extra) : own;
    if (!isOptional(field)) requiredKeys.push(key);
  }
  return fc.record(fields, { requiredKeys });
}
