import { stockOf } from '../../test/catalogue-fixtures';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';
import { PartsRepository } from './parts.repository';

/**
 * The stock UPDATE's own condition. Sales go through PartStockService, which locks and checks each
 * line first; the UPDATE keeps the condition as a net, so a caller that skipped the check takes
 * nothing rather than selling below zero. Each line is judged on its own.
 */
describe('PartsRepository.takeStock', () => {
  let database: TestDatabase;
  let repository: PartsRepository;

  beforeAll(async () => {
    database = await openTestDatabase();
    repository = new PartsRepository(database.db);
  });
  afterAll(() => database.close());

  const newPart = (availableQuantity: number) =>
    repository.insert({
      name: 'Net test battery',
      picture: '/images/parts/test.svg',
      description: 'A battery used by the stock test',
      priceCents: 1999,
      minQuantity: 1,
      availableQuantity,
    });

  it('takes a line its stock covers, down to zero', async () => {
    const part = await newPart(3);
    const taken = await database.db.transaction((tx) => repository.takeStock(tx, [{ partId: part.id, quantity: 3 }]));
    expect(taken.map((row) => [row.id, row.availableQuantity])).toEqual([[part.id, 0]]);
    await expect(stockOf(database.db, part.id)).resolves.toBe(0);
  });

  it('takes nothing at all when the stock of one line does not cover it: every line or none', async () => {
    const short = await newPart(2);
    const covered = await newPart(5);
    const taken = await database.db.transaction((tx) =>
      repository.takeStock(tx, [
        { partId: short.id, quantity: 3 },
        { partId: covered.id, quantity: 5 },
      ]),
    );
    expect(taken).toEqual([]);
    await expect(stockOf(database.db, short.id)).resolves.toBe(2);
    await expect(stockOf(database.db, covered.id)).resolves.toBe(5);
  });

  it('takes every line when each is covered', async () => {
    const first = await newPart(2);
    const second = await newPart(5);
    const taken = await database.db.transaction((tx) =>
      repository.takeStock(tx, [
        { partId: first.id, quantity: 2 },
        { partId: second.id, quantity: 4 },
      ]),
    );
    expect(taken.map((row) => [row.id, row.availableQuantity]).sort()).toEqual(
      [
        [first.id, 0],
        [second.id, 1],
      ].sort(),
    );
  });
});
