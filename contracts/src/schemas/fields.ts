import './zod-config';
import { z } from 'zod';
import { hasNoControlCharacters, isOneLine, limits } from '../limits';
import { validationMessages as m } from '../messages';

/**
 * A string that must not be blank (the same message for a missing and an empty value), at most `max`
 * characters, with no invisible control characters (line breaks and tabs are fine).
 */
export const requiredText = (message: string, max = 2000) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: m.tooLong(max) })
    .refine(hasNoControlCharacters, { error: m.controlCharacters });

/** A required one-line text (a name, a code): not blank, at most `max` characters, no line breaks. */
export const requiredLine = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: m.tooLong(max) })
    .refine(isOneLine, { error: m.controlCharacters });

/** An optional one-line text (a name): bounded, no control characters, no line breaks. */
export const optionalLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: m.tooLong(max) })
    .refine(isOneLine, { error: m.controlCharacters })
    .optional();

/**
 * Something the client only hands back (an id, a token, a client secret): required, bounded, one line.
 * Whether it names anything is for the route to decide (usually a 404).
 */
export const opaqueText = (message: string, max: number = limits.maxOpaqueText) =>
  z
    .string({ error: message })
    .min(1, { error: message })
    .max(max, { error: m.tooLong(max) })
    .refine(isOneLine, { error: m.controlCharacters });

/**
 * A number typed into a form or sent as JSON. Empty inputs ('' or NaN from valueAsNumber) count as
 * missing, so the field shows its "required" message rather than a type error.
 */
export const requiredNumber = (opts: {
  required: string;
  min?: { value: number; message: string };
  max?: { value: number; message: string };
  integer?: boolean;
}) => {
  let schema = z.number({
    error: (issue) => (issue.input === undefined ? opts.required : 'Please enter a number'),
  });
  if (opts.integer) schema = schema.int({ error: 'Please enter a whole number' });
  if (opts.min) schema = schema.min(opts.min.value, { error: opts.min.message });
  if (opts.max) schema = schema.max(opts.max.value, { error: opts.max.message });
  return z.preprocess(emptyToUndefined, schema);
};

function emptyToUndefined(value: unknown): unknown {
  if (value === '' || value === null || (typeof value === 'number' && Number.isNaN(value))) return undefined;
  if (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value);
  return value;
}

/** Money in dollars with at most two decimals (stored as integer cents). */
export const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
