import { sql } from 'drizzle-orm';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';
import type { DomainEvent } from './domain-events';
import { EventBus } from './event-bus';
import { Transactions } from './transactions';

// @test-on-both-engines (docs/testing.md): delivery after COMMIT on a pool of connections (PostgreSQL)
// and on PGlite's single connection, where a read outside the transaction waits for it to end.

/** An event naming the row its transaction wrote, so a subscriber can look for that row. */
const taken = (id: string): DomainEvent => ({ type: 'stock-taken', partIds: [id] });
const serializationFailure = () => Object.assign(new Error('could not serialize access'), { code: '40001' });

describe('domain events are delivered after commit, never after a rollback', () => {
  let handle: TestDatabase;
  let bus: EventBus;
  let transactions: Transactions;
  /** Each delivered event with whether its row was committed (read outside its transaction). */
  let heard: { id: string; committed: boolean }[];
  let reads: Promise<void>[];
  let n = 0;
  const nextId = () => `row-${++n}`;

  const committed = async (id: string) =>
    ((await handle.db.execute(sql`select 1 from after_commit_rows where id = ${id}`)) as unknown as { rows: unknown[] })
      .rows.length === 1;
  const write = (tx: Parameters<Parameters<Transactions['run']>[0]>[0], id: string) =>
    tx.execute(sql`insert into after_commit_rows (id) values (${id})`);
  /** Every delivery's read has answered. */
  const settled = async () => {
    await Promise.all(reads);
    return heard;
  };

  beforeAll(async () => {
    handle = await openTestDatabase();
    // A deferred unique key fails only at COMMIT: a transaction whose work succeeded still rolls back.
    await handle.db.execute(
      sql`create table after_commit_rows (id text, constraint after_commit_rows_id unique (id) deferrable initially deferred)`,
    );
  });
  afterAll(() => handle.close());
  beforeEach(() => {
    bus = new EventBus();
    transactions = new Transactions(handle.db, bus);
    heard = [];
    reads = [];
    bus.subscribe(['stock-taken'], (event) => {
      const [id] = event.partIds;
      // Delivered synchronously; the read shows whether the transaction had committed by then (on
      // PGlite a read during the transaction would wait for it, and the run would never end).
      reads.push(committed(id).then((seen) => void heard.push({ id, committed: seen })));
    });
  });

  it('runs each effect once, after the commit, before run() answers', async () => {
    const [a, b] = [nextId(), nextId()];
    const answer = await transactions.run(async (tx) => {
      await write(tx, a);
      bus.publish(taken(a), tx);
      await write(tx, b);
      bus.publish(taken(b), tx);
      expect(heard).toEqual([]);
      return 'done';
    });
    expect(answer).toBe('done');
    expect(reads).toHaveLength(2);
    expect(await settled()).toEqual([
      { id: a, committed: true },
      { id: b, committed: true },
    ]);
  });

  it('never runs an effect of a transaction that rolled back (the work threw)', async () => {
    const id = nextId();
    await expect(
      transactions.run(async (tx) => {
        await write(tx, id);
        bus.publish(taken(id), tx);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await settled()).toEqual([]);
    expect(await committed(id)).toBe(false);
  });

  it('never runs an effect of a transaction whose COMMIT failed', async () => {
    const id = nextId();
    await expect(
      transactions.run(async (tx) => {
        await write(tx, id);
        await write(tx, id); // the deferred unique key fails at COMMIT
        bus.publish(taken(id), tx);
      }),
    ).rejects.toThrow();
    expect(await settled()).toEqual([]);
  });

  it('delivers only the attempt that committed when a retried transaction ran twice', async () => {
    const [first, second] = [nextId(), nextId()];
    let attempts = 0;
    await transactions.run(
      async (tx) => {
        attempts++;
        const id = attempts === 1 ? first : second;
        await write(tx, id);
        bus.publish(taken(id), tx);
        if (attempts === 1) throw serializationFailure();
      },
      { retry: true },
    );
    expect(attempts).toBe(2);
    expect(await settled()).toEqual([{ id: second, committed: true }]);
    expect(await committed(first)).toBe(false);
  });

  it('holds a joined (nested) run’s effects for the outer commit, and drops them with its rollback', async () => {
    const [kept, dropped] = [nextId(), nextId()];
    await transactions.run(async (tx) => {
      await transactions.run(
        async (inner) => {
          await write(inner, kept);
          bus.publish(taken(kept), inner);
        },
        { within: tx },
      );
      expect(heard).toEqual([]);
      expect(reads).toEqual([]);
    });
    await expect(
      transactions.run(async (tx) => {
        await transactions.run(
          async (inner) => {
            await write(inner, dropped);
            bus.publish(taken(dropped), inner);
          },
          { within: tx },
        );
        throw new Error('the outer work failed after the inner one');
      }),
    ).rejects.toThrow('the outer work failed');
    expect(await settled()).toEqual([{ id: kept, committed: true }]);
  });

  it('keeps side-by-side transactions’ events apart (one connection on PGlite, a pool on PostgreSQL)', async () => {
    const ids = Array.from({ length: 6 }, nextId);
    const outcomes = await Promise.allSettled(
      ids.map((id, i) =>
        transactions.run(async (tx) => {
          await write(tx, id);
          bus.publish(taken(id), tx);
          if (i % 2 === 1) throw new Error(`refused ${id}`);
        }),
      ),
    );
    expect(outcomes.map((o) => o.status)).toEqual(ids.map((_, i) => (i % 2 ? 'rejected' : 'fulfilled')));
    const delivered = await settled();
    expect(delivered.map((h) => h.id).sort()).toEqual(ids.filter((_, i) => i % 2 === 0).sort());
    expect(delivered.every((h) => h.committed)).toBe(true);
  });

  it('refuses an event in a transaction it cannot see commit, and delivers one without a transaction at once', async () => {
    const id = nextId();
    await expect(
      handle.db.transaction(async (tx) => {
        await write(tx, id);
        bus.publish(taken(id), tx);
      }),
    ).rejects.toThrow('not opened by Transactions');
    expect(await committed(id)).toBe(false);
    await expect(transactions.run(async () => undefined, { within: {} as never })).rejects.toThrow(
      'not opened by Transactions',
    );
    // A single statement has committed when it answers: its event goes out now.
    await handle.db.execute(sql`insert into after_commit_rows (id) values (${id})`);
    bus.publish(taken(id));
    expect(await settled()).toEqual([{ id, committed: true }]);
  });

  it('a failing subscriber neither fails the committed request nor keeps the others from hearing', async () => {
    const also: string[] = [];
    bus.subscribe(['stock-taken'], () => {
      throw new Error('subscriber down');
    });
    bus.subscribe(['stock-taken'], (event) => void also.push(...event.partIds));
    const id = nextId();
    await transactions.run(async (tx) => {
      await write(tx, id);
      bus.publish(taken(id), tx);
    });
    expect(also).toEqual([id]);
    expect(await settled()).toEqual([{ id, committed: true }]);
  });
});
