import { emailField } from '@phoneparts/contracts';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../access';
import type { AppConfig } from '../config/app-config';
import { clientGroup } from './client-group';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

type Request = FastifyRequest & { user?: AuthUser | null };

/** One limit: at most `limit` hits per `windowMs` for each key; no key (undefined) means the rule does not apply. */
interface RateRule {
  name: string;
  limit: number;
  windowMs: number;
  keyOf(request: Request): string | undefined;
}

/** The client's address (Fastify honours X-Forwarded-For only from TRUST_PROXY_HOPS proxies), IPv6 by /64. */
const byAddress = (request: Request) => clientGroup(request.ip);
/** The signed-in account. */
const byAccount = (request: Request) => request.user?.id;
/**
 * The account a body names (sign-up, reset), lower-cased like stored emails. Guards run before the
 * body is validated, so an email that is not a valid one is no key: validation refuses it next.
 */
function emailInBody(request: Pick<Request, 'body'>): string | undefined {
  const parsed = emailField.safeParse((request.body as { email?: unknown } | undefined)?.email);
  return parsed.success ? parsed.data : undefined;
}

/** Which limits each rate-limited route has, from the configuration. */
export function rateLimitPolicies(config: AppConfig) {
  const perMinute = config.rateLimits.perMinute;
  const perAddress: RateRule = { name: 'address', limit: perMinute, windowMs: minute, keyOf: byAddress };
  return {
    /** New accounts: few per address per hour (a bot farming accounts to hold stock). */
    signUp: [{ name: 'address', limit: config.rateLimits.signUpsPerHour, windowMs: hour, keyOf: byAddress }],
    /** Every sign-in attempt from one address; wrong passwords are counted per account by SignInThrottle. */
    signIn: [perAddress],
    /** Reset mails: per address, and per account named, so one mailbox cannot be flooded from many addresses. */
    passwordReset: [perAddress, { name: 'account', limit: perMinute, windowMs: minute, keyOf: emailInBody }],
    /** Session renewals: one per tab every few minutes, so a shared address (an office) gets room. */
    refreshSession: [{ name: 'address', limit: perMinute * 10, windowMs: minute, keyOf: byAddress }],
    /** Guessing at mailed tokens. */
    emailLink: [perAddress],
    resendVerification: [perAddress, { name: 'account', limit: perMinute, windowMs: minute, keyOf: byAccount }],
    /** Account changes that mail someone (a new email address): no flooding an inbox from one account. */
    accountMail: [perAddress, { name: 'account', limit: perMinute, windowMs: minute, keyOf: byAccount }],
    /** Orders per account (holding stock with a flood of orders). */
    placeOrder: [{ name: 'account', limit: config.rateLimits.ordersPerMinute, windowMs: minute, keyOf: byAccount }],
    /**
     * "Notify me" requests per account and day. Counted when asked, so withdrawing a request does not
     * give its place back: each request is a confirmation mail.
     */
    stockAlertRequest: [
      { name: 'account', limit: config.rateLimits.stockAlertRequestsPerDay, windowMs: day, keyOf: byAccount },
    ],
    /** Quick order previews per account: each reads up to 200 lines and looks up their parts. */
    quickOrderPreview: [
      { name: 'account', limit: config.rateLimits.quickOrderPreviewsPerMinute, windowMs: minute, keyOf: byAccount },
    ],
    /** Core Web Vitals beacons (anyone may send them): bounds what one client can add to the store. */
    webVitals: [{ name: 'address', limit: config.rateLimits.webVitalsPerMinute, windowMs: minute, keyOf: byAddress }],
  } satisfies Record<string, RateRule[]>;
}

/**
 * A quota counted like a rate limit but never refused: the caller drops what is over it and answers as
 * usual. For Core Web Vitals beacons: a browser does nothing with the answer to a beacon, and a 429
 * would only put an error in a shopper's console for opening a page a fourth time.
 */
export interface Quota {
  name: string;
  limit: number;
  windowMs: number;
}

export function quotas(config: AppConfig) {
  return {
    /**
     * Visits one client counts on one page per day, so a flood from a few addresses cannot outvote
     * the shop's real visitors (docs/product.md, "Rate limits"). The client is its address (clientGroup):
     * what it sends about itself (a user agent, a cookie, an id) it can change at will, so counting by
     * it would give a flood as many clients as it likes.
     */
    webVitalsVisit: { name: 'webVitalsVisit', limit: config.rateLimits.webVitalsVisitsPerPagePerDay, windowMs: day },
  } satisfies Record<string, Quota>;
}

export type RateLimitPolicyName = keyof ReturnType<typeof rateLimitPolicies>;
