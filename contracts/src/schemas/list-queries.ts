import './zod-config';
import { z } from 'zod';
import { orderSorts, partCategories, partGrades, partSorts, partStocks } from '../catalogue';
import { orderStatuses } from '../entities';
import { listLimits } from '../lists';
import { listMessages as m } from '../messages';

/**
 * Query strings of the list routes. Values arrive as text; a parameter given twice arrives as an
 * array and is refused with its own message. A blank text filter counts as absent.
 */
const controlCharacter = /\p{Cc}/u;
const onceOnly = (name: string, otherwise: string) => (issue: { input?: unknown }) =>
  Array.isArray(issue.input) ? m.givenTwice(name) : otherwise;

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A whole number within [min, max], `fallback` when absent. */
const wholeNumberParam = (name: string, message: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: onceOnly(name, message) })
      .regex(/^\d{1,9}$/, { error: message })
      .transform(Number)
      .pipe(z.number().min(min, { error: message }).max(max, { error: message }))
      .optional()
      .transform((n) => n ?? fallback),
  );

/** Free text (trimmed), at most `max` characters, no control characters; absent when blank. */
const textParam = (name: string, max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: onceOnly(name, m.tooLong(name, max)) })
      .trim()
      .max(max, { error: m.tooLong(name, max) })
      .refine((s) => !controlCharacter.test(s), { error: m.controlCharacters(name) })
      .optional(),
  );

/** One of `allowed`, absent when not given. */
export const choiceParam = <T extends string>(name: string, allowed: readonly [T, ...T[]]) =>
  z.preprocess(blankToUndefined, z.enum(allowed, { error: onceOnly(name, m.oneOf(name, allowed)) }).optional());

/** `page` (1-based) and `limit` (1..100, default 24) of every list route. */
export const pageQuerySchema = z.object({
  page: wholeNumberParam('page', m.pageInvalid, 1, 1_000_000, 1),
  limit: wholeNumberParam('limit', m.limitInvalid(listLimits.max), 1, listLimits.max, listLimits.default),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** `GET /parts`: search, filters and sort (the grid's five orders, and Manage Products' stock order). */
export const partListQuerySchema = pageQuerySchema.extend({
  /** Search words; "iphone13" finds "iPhone 13" (spaces, case and punctuation do not matter). */
  q: textParam('q', 100),
  brand: textParam('brand', 60),
  /** A device model the part fits, exactly as GET /parts/facets spells it, e.g. "iPhone 13" (case counts). */
  model: textParam('model', 60),
  category: choiceParam('category', partCategories),
  grade: choiceParam('grade', partGrades),
  stock: choiceParam('stock', partStocks),
  sort: choiceParam('sort', partSorts).transform((s) => s ?? 'default'),
});
export type PartListQuery = z.infer<typeof partListQuerySchema>;

/** `GET /users` (admin's All Users): part of the email, admins or customers; oldest first. */
export const userRoleFilterOptions = [
  { value: 'admin', label: 'Admins' },
  { value: 'customer', label: 'Customers' },
] as const;
export type UserRoleFilter = (typeof userRoleFilterOptions)[number]['value'];
export const userRoleFilters = userRoleFilterOptions.map((o) => o.value) as [UserRoleFilter, ...UserRoleFilter[]];

export const userListQuerySchema = pageQuerySchema.extend({
  /** Part of the email (case-insensitive "contains"). */
  email: textParam('email', 254),
  role: choiceParam('role', userRoleFilters),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** `GET /myOrders` (admin): filter by status and customer email, sort, page. */
export const orderListQuerySchema = pageQuerySchema.extend({
  status: choiceParam('status', orderStatuses),
  /** Part of the customer's email (case-insensitive "contains"). */
  email: textParam('email', 254),
  sort: choiceParam('sort', orderSorts).transform((s) => s ?? 'newest'),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/** Days of the admin overview's charts. */
export const overviewLimits = { defaultDays: 30, maxDays: 90 } as const;

/** An IANA zone name (or UTC) that this runtime knows; only such names ever reach SQL. */
const isTimeZone = (zone: string) => {
  if (!/^[A-Za-z0-9_+\-/]+$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** `GET /admin/overview`: how many days back, and in which time zone a day starts (default UTC). */
export const overviewQuerySchema = z.object({
  days: wholeNumberParam(
    'days',
    m.daysInvalid(overviewLimits.maxDays),
    1,
    overviewLimits.maxDays,
    overviewLimits.defaultDays,
  ),
  tz: z.preprocess(
    blankToUndefined,
    z
      .string({ error: onceOnly('tz', m.timeZoneInvalid) })
      .max(64, { error: m.timeZoneInvalid })
      .refine(isTimeZone, { error: m.timeZoneInvalid })
      .optional()
      .transform((zone) => zone ?? 'UTC'),
  ),
});
export type OverviewQuery = z.infer<typeof overviewQuerySchema>;
