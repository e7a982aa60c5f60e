import fc from 'fast-check';
import type { z } from '@phoneparts/contracts';
import { percentEncode } from './percent-encode';

/**
 * Values an attacker (or a broken client) sends instead of what a field expects: control characters,
 * lone surrogates, over-long text, numbers past every bound (3,000,000,000, 2^53, 1e308), fractions,
 * numbers as strings, wrong JSON types, blanks. `badValueFor(schema)` keeps only those the field's own
 * contracts schema refuses, so every generated request is really bad and must change nothing.
 */
const controlCharacter = fc.oneof(
  fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
  fc.constantFrom('\u007f', '\u0000', '\ud800', '\udfff'),
);
const withControlCharacter = fc
  .tuple(fc.string({ maxLength: 12 }), controlCharacter, fc.string({ maxLength: 12 }))
  .map(([before, control, after]) => `${before}${control}${after}`);
const emailWithControl = fc.tuple(controlCharacter, fc.constantFrom('before', 'local', 'domain', 'after')).map(
  ([control, where]) =>
    ({
      before: `${control}abc@shop.example`,
      local: `ab${control}c@shop.example`,
      domain: `abc@sh${control}op.example`,
      after: `abc@shop.example${control}`,
    })[where]!,
);
const overlong = fc.constantFrom(41, 101, 201, 256, 501, 1001, 2001, 5001, 20_001).map((n) => 'a'.repeat(n));
const edgeNumbers = fc.constantFrom(
  3_000_000_000,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  1e308,
  -1e308,
  30_000_000,
  100_000.01,
  1_000_001,
  0,
  -1,
  -0.5,
  0.001,
  1.5,
  4.999,
  6,
  5.5,
  1e-7,
);
const numbers = fc.oneof(edgeNumbers, fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
const numericText = fc.oneof(
  numbers.map(String),
  fc.constantFrom('1e400', '-1e400', 'NaN', 'Infinity', '0x10', '1_000', ' 12 ', '١٢'),
);
const wrongTypes = fc.oneof(
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
);
const blanks = fc.constantFrom('', ' ', '\t', '\n', '   ', undefined);
const anyText = fc.string({ unit: 'binary', maxLength: 60 });

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  withControlCharacter,
  emailWithControl,
  overlong,
  numbers,
  numericText,
  wrongTypes,
  blanks,
  anyText,
);

/** A value the field's schema refuses (a missing field counts: `undefined` drops the key). */
export const badValueFor = (schema: z.ZodType) => hostileValue.filter((value) => !schema.safeParse(value).success);

/**
 * A path segment that names nothing (malformed ids and emails, control characters, unicode, long text,
 * ids of nothing), percent-encoded. `accept` filters the decoded text, e.g. to drop valid emails.
 */
export const hostilePathSegment = (accept: (decoded: string) => boolean = () => true) =>
  fc
    .oneof(
      withControlCharacter,
      emailWithControl,
      anyText,
      fc.uuid(),
      overlong,
      numbers.map(String),
      fc.constantFrom('..', '%', 'null'),
    )
    .filter((segment) => segment !== '' && accept(segment))
    .map(percentEncode);

/** A query string a route does not expect (write routes read none; it must not matter). */
export const hostileQuery = fc
  .dictionary(
    fc.oneof(anyText, fc.constantFrom('__proto__', 'constructor', 'a[b]', 'a[]')),
    fc.oneof(anyText, withControlCharacter, overlong),
    {
      maxKeys: 4,
    },
  )
  .map((entries) =>
    Object.entries(entries)
      .map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`)
      .join('&'),
  );

/** A body that is no JSON object at all, as raw text with a content type. */
export const hostileRawBody = fc.oneof(
  fc
    .jsonValue({ maxDepth: 2 })
    .filter((v) => v === null || typeof v !== 'object' || Array.isArray(v))
    .map((v) => ({ payload: JSON.stringify(v), type: 'application/json' })),
  fc
    .constantFrom('{', '{"a":', '[1,', 'nul', '{"quantity": 1e99999}', '\u0000', '{"__proto__": {"admin": true}}')
    .map((payload) => ({ payload, type: 'application/json' })),
  anyText.map((payload) => ({ payload, type: 'text/plain' })),
  anyText.map((payload) => ({ payload, type: 'application/x-www-form-urlencoded' })),
);
