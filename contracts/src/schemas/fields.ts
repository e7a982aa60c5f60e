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
 * missing, so the field shows its "required" message rather than a type error. A string counts as a
 * number only when it is written the way a form's number field gives it: decimal digits with an
 * optional minus, and a fraction only where the field takes one. JavaScript's own reading (`Number()`)
 * would turn "0x10" into 16, "0b11" into 3, "1e1" into 10 and " 5" into 5, quantities nobody typed.
 */
export const requiredNumber = (opts: {
  required: string;
  min?: { value: number; message: string };
  max?: { value: number; message: string };
  integer?: boolean;
}) => {
  const integer = opts.integer ?? false;
  let schema = z.number({
    error: (issue) =>
      issue.input === undefined
        ? opts.required
        : integer && typeof issue.input === 'string' && decimalText.test(issue.input)
          ? m.notAWholeNumber
          : m.notANumber,
  });
  if (integer) schema = schema.int({ error: m.notAWholeNumber });
  if (opts.min) schema = schema.min(opts.min.value, { error: opts.min.message });
  if (opts.max) schema = schema.max(opts.max.value, { error: opts.max.message });
  return z.preprocess((value) => fromFormText(value, integer ? integerText : decimalText), schema);
};

/** Whole numbers as digits ("12", "-3"); decimals may add a fraction ("12.50"). Nothing else reads as a number. */
const integerText = /^-?\d+$/;
const decimalText = /^-?\d+(\.\d+)?$/;

function fromFormText(value: unknown, numberText: RegExp): unknown {
  if (value === '' || value === null || (typeof value === 'number' && Number.isNaN(value))) return undefined;
  if (typeof value === 'string' && numberText.test(value)) return Number(value);
  return value;
}

/** Money in dollars with at most two decimals (stored as integer cents). */
export const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
