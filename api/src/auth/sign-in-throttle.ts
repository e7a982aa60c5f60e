import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { clientGroup } from '../rate-limits/client-group';
import { tooManyRequests } from '../rate-limits/rate-limit.guard';
import { type DelayRule, SignInFailuresRepository } from './sign-in-failures.repository';

const minute = 60_000;
const hour = 60 * minute;
/** The first wait after the free failures; each further failure doubles it, up to the longest wait. */
const firstWaitMs = 10_000;
const longestWaitMs = 15 * minute;
/** One in this many failures also deletes rows whose failures no longer count. */
const sweepEvery = 200;

/**
 * Wrong passwords slow the guesser, never lock the owner out (OWASP Authentication Cheat Sheet; the
 * progressive delay per address and per address + account of Saleor):
 * - per (account, address): a few free failures, then a wait that doubles with each further failure;
 *   counted before the password is checked (one atomic upsert), so parallel guesses cannot slip
 *   through, and cleared by the right password;
 * - per address, over all accounts: more free failures, then the same doubling wait;
 * - per account, from anywhere: once it is under attack (many failures from many addresses), only the
 *   addresses that already guessed wrong at it wait. An address with no failures on the account, such
 *   as the owner's, is let through to try the right password.
 * A password reset clears the account's counters. Addresses count by clientGroup (IPv6 by /64).
 */
@Injectable()
export class SignInThrottle {
  private readonly rules: Record<'pair' | 'address' | 'account', DelayRule>;

  constructor(
    private readonly failures: SignInFailuresRepository,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const limits = config.rateLimits;
    const rule = (free: number): DelayRule => ({ free, baseMs: firstWaitMs, maxMs: longestWaitMs, forgetMs: hour });
    this.rules = {
      pair: rule(limits.signInFailuresPerAddress),
      address: rule(limits.signInFailuresFromAddress),
      account: rule(limits.signInFailuresPerAccount),
    };
  }

  /** Before the password is checked: refuses (429 with the real wait) or lets the attempt go ahead. */
  async attempt(email: string, address: string, reply: FastifyReply): Promise<void> {
    const client = clientGroup(address);
    const addressWait = await this.failures.waitOf(addressKey(client));
    if (addressWait > 0) throw tooManyRequests(reply, addressWait);
    const pair = await this.failures.count(pairKey(email, client), this.rules.pair, true);
    if (pair.refused) throw tooManyRequests(reply, pair.waitMs);
    if (pair.failures > 1) {
      const accountWait = await this.failures.waitOf(accountKey(email));
      if (accountWait > 0) throw tooManyRequests(reply, accountWait);
    }
  }

  /** A wrong password (the pair was counted by `attempt` already). */
  async failed(email: string, address: string): Promise<void> {
    await this.failures.count(addressKey(clientGroup(address)), this.rules.address, false);
    await this.failures.count(accountKey(email), this.rules.account, false);
    if (Math.random() * sweepEvery < 1) await this.failures.deleteForgotten();
  }

  /** The right password: this address's attempts on this account no longer count. */
  async succeeded(email: string, address: string): Promise<void> {
    await this.failures.forget(pairKey(email, clientGroup(address)));
  }

  /** A password reset: the mailbox owner is back, every count against the account starts afresh. */
  async forgetAccount(email: string): Promise<void> {
    await this.failures.forget(accountKey(email), pairPrefix(email));
  }
}

const pairPrefix = (email: string) => `account+address:${email}|`;
const pairKey = (email: string, client: string) => `${pairPrefix(email)}${client}`;
const addressKey = (client: string) => `address:${client}`;
const accountKey = (email: string) => `account:${email}`;
