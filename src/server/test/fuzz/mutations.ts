import fc from 'fast-check';
import { anyJson } from './zod-arbitrary.ts';

/**
 * What an attacker sends instead of a well-formed value: wrong types, control characters, huge
 * and odd numbers, keys that reach for the prototype, broken JSON. Bodies are sent as JSON text,
 * so `rawToken` marks a place for a number JSON allows but JavaScript cannot hold (1e400).
 */

const RAW = '\u{E000}raw:';
/** A JSON token written as is in place of the string (see `toJsonText`). */
const rawToken = (token: string) => `${RAW}${token}`;

/** JSON text of a value; raw tokens are spliced in unquoted. */
export function toJsonText(value: unknown): string | undefined {
  const text = JSON.stringify(value);
  return text?.replace(/"\uE000raw:([^"]*)"/g, (_, token: string) => token);
}

/** Sets a key as an own property, also `__proto__` (plain assignment would change the prototype). */
export function withKey(target: object, key: string, value: unknown): Record<string, unknown> {
  const copy = { ...target };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy as Record<string, unknown>;
}

const controlChar = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u0007',
  '\u0008',
  '\u000b',
  '\u001b',
  '\u007f',
);

export const evilString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '0x10',
    '0X1f',
    '0b11',
    '0o17',
    '1e3',
    '-1',
    '-0',
    '1.5',
    ' 12 ',
    '+7',
    'NaN',
    'Infinity',
    '-Infinity',
    '9'.repeat(40),
    '٣',
    '１２',
    '\u202e',
    '\ud800',
    '💥',
    'null',
    'true',
    '[]',
    '{}',
    '%00',
    '../../etc/passwd',
    "'; drop table users; --",
    '<script>alert(1)</script>',
    '$& $1 $$ $`',
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
  ),
  fc
    .tuple(fc.string({ maxLength: 6 }), controlChar, fc.string({ maxLength: 6 }))
    .map(([a, c, b]) => a + c + b),
  fc.integer({ min: 101, max: 20_000 }).map((n) => 'x'.repeat(n)),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

export const evilNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    0.5,
    1.5,
    -1.5,
    2 ** 31 - 1,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 32,
    2 ** 53,
    2 ** 53 + 2,
    1e21,
    1e308,
    -1e308,
    5e-324,
    rawToken('1e400'),
    rawToken('-1e400'),
    rawToken(`1${'0'.repeat(400)}`),
    rawToken('123456789012345678901234567890'),
    rawToken('1.0'),
    rawToken('-0.0e-0'),
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Keys that reach for the prototype, or shadow what `String()` and `+` call. */
const protoKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'valueOf');

/** An object that tries to reach the prototype or claim a role. */
const pollution: fc.Arbitrary<Record<string, unknown>> = fc
  .tuple(
    protoKey,
    fc.constantFrom<unknown>({ isAdmin: true, role: 'admin' }, { prototype: { x: 1 } }, 1, null),
  )
  .map(([key, value]) => withKey({}, key, value));

/** Any wrong value at all, for a field or a whole body. */
export const evilValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: evilString, weight: 4 },
  { arbitrary: evilNumber, weight: 3 },
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom<unknown>([], {}, [[]], [{}], [null]),
  fc.array(anyJson, { maxLength: 3 }),
  pollution,
  fc.integer({ min: 10, max: 3000 }).map((depth) => nest(depth)),
);

/** `[[[…]]]` `depth` levels deep. */
function nest(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

/** Keys a body should not have: prototype reachers, claims of a role or owner, random ones. */
const extraKey = fc.oneof(
  protoKey,
  fc.constantFrom('role', 'isAdmin', 'userId', 'user_id', 'status', 'id', 'price', 'amount'),
  fc.string({ maxLength: 10 }),
);

/** Request bodies that are not JSON at all, or not what a JSON parser expects. */
export const brokenJson = fc.constantFrom(
  '',
  '{',
  '{"a":',
  'nul',
  '\u0000',
  '{"a":1}{"b":2}',
  '{"email":"a@b.example","email":{"x":1}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '{"__proto__":{"isAdmin":true}}',
  '"just a string"',
  '42',
  'true',
  'null',
  '[1,2,3]',
  '\ufeff{}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
);

type Mutation =
  | { kind: 'evil-field'; key: string; value: unknown }
  | { kind: 'drop-field'; key: string }
  | { kind: 'extra-field'; key: string; value: unknown }
  | { kind: 'wrap-field'; key: string; how: 'array' | 'object' };

/**
 * A body mutated 0 to 3 times: a field replaced by a wrong value, dropped, wrapped in an array
 * or object, or a field added; or the whole body replaced by a wrong value. `keys` are the
 * schema's field names (a generated body may leave optional ones out).
 */
export function mutatedBody(valid: fc.Arbitrary<unknown>, keys: string[]): fc.Arbitrary<unknown> {
  const key = keys.length ? fc.oneof(fc.constantFrom(...keys), extraKey) : extraKey;
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    {
      arbitrary: fc.record({ kind: fc.constant('evil-field' as const), key, value: evilValue }),
      weight: 5,
    },
    fc.record({ kind: fc.constant('drop-field' as const), key }),
    fc.record({
      kind: fc.constant('extra-field' as const),
      key: extraKey,
      value: fc.oneof(evilValue, anyJson),
    }),
    fc.record({
      kind: fc.constant('wrap-field' as const),
      key,
      how: fc.constantFrom('array' as const, 'object' as const),
    }),
  );
  const mutated = fc
    .tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 3 }))
    .map(([body, mutations]) => mutations.reduce(apply, body));
  const wholeBody = fc.oneof(
    evilValue,
    valid.map((body) => [body]),
  );
  return fc.oneof(
    { arbitrary: valid, weight: 3 },
    { arbitrary: mutated, weight: 6 },
    { arbitrary: wholeBody, weight: 1 },
  );
}

function apply(body: unknown, m: Mutation): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const fields = body as Record<string, unknown>;
  switch (m.kind) {
    case 'evil-field':
    case 'extra-field':
      return withKey(fields, m.key, m.value);
    case 'drop-field': {
      const { [m.key]: _dropped, ...rest } = fields;
      return rest;
    }
    case 'wrap-field':
      return withKey(fields, m.key, m.how === 'array' ? [fields[m.key]] : { value: fields[m.key] });
  }
}

/** Percent-encoded; a lone surrogate (which cannot be encoded) is sent as U+FFFD. */
const encodeSegment = (text: string) =>
  encodeURIComponent(text.replace(/[\ud800-\udfff]/gu, '\ufffd'));

/** A path parameter: a meant value as text, or something odd; written as is (`raw`) or encoded. */
export function pathSegment(meant: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  const encoded = fc
    .oneof(
      { arbitrary: meant.map((v) => String(v)), weight: 4 },
      { arbitrary: evilString, weight: 3 },
      {
        arbitrary: evilNumber.map((v) => (typeof v === 'string' ? v.replace(RAW, '') : String(v))),
        weight: 2,
      },
    )
    .map(encodeSegment);
  const raw = fc.constantFrom(
    '%',
    '%zz',
    '%C0%AF',
    '%E0%A4%A',
    '..',
    '.',
    '%2e%2e',
    ';',
    '1;x=2',
    '1%2F2',
  );
  return fc.oneof({ arbitrary: encoded, weight: 8 }, { arbitrary: raw, weight: 1 });
}

/** A query string nobody asked for (no call reads one); usually none. */
export const strayQuery = fc.oneof(
  { arbitrary: fc.constant(''), weight: 8 },
  fc.constantFrom(
    '?__proto__[isAdmin]=1',
    '?constructor[prototype][x]=1',
    '?a=%00',
    '?id=1&id=2',
    `?q=${'x'.repeat(5000)}`,
    '?%',
  ),
);

/** The content type sent with a body: JSON mostly, sometimes another or none. */
export const contentType = fc.oneof(
  { arbitrary: fc.constant<string | undefined>('application/json'), weight: 12 },
  fc.constantFrom<string | undefined>(
    undefined,
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/json; charset=latin1',
    'multipart/form-data',
    'application/xml',
  ),
);

/** An Authorization header that proves nothing. */
export const junkAuthorization = fc.constantFrom(
  'Bearer x',
  'Bearer ',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwicm9sZSI6ImFkbWluIn0.',
  'Basic YWRtaW46YWRtaW4=',
  `Bearer ${'a'.repeat(5000)}`,
  'Bearer \u00ff',
);
