import { apiMessages, uiMessages, validationMessages } from '@phoneparts/contracts';
import { eq } from 'drizzle-orm';
import { createTestApp, TestApp } from '../../test/test-app';
import { reviews, users } from '../database/schema';

describe('reviews', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.db
      .update(users)
      .set({ photoUrl: '/images/avatars/alice.png' })
      .where(eq(users.id, t.accounts.customerA.id));
  });
  afterAll(() => t.close());
  beforeEach(() => t.db.delete(reviews));

  it('lets a signed-in customer add a review under their account’s name and picture', async () => {
    const res = await t.http
      .post('/reviews')
      .set(t.auth('customerA'))
      .send({ ratings: 4, comment: 'Battery fits perfectly.' })
      .expect(201);
    expect(res.body).toEqual({ acknowledged: true, insertedId: expect.any(String) });
    const list = await t.http.get('/reviews').expect(200);
    expect(list.body).toEqual([
      {
        _id: res.body.insertedId,
        userName: t.accounts.customerA.displayName,
        picture: '/images/avatars/alice.png',
        ratings: 4,
        comment: 'Battery fits perfectly.',
        createdAt: expect.any(String),
      },
    ]);
  });

  it('ignores a userName or picture sent in the body', async () => {
    await t.http
      .post('/reviews')
      .set(t.auth('customerB'))
      .send({ ratings: 5, comment: 'Great', userName: 'The Shop Owner', picture: 'https://evil.example/x.png' })
      .expect(201);
    const [review] = (await t.http.get('/reviews')).body;
    expect(review).toMatchObject({ userName: t.accounts.customerB.displayName, picture: null });
  });

  it('shows "New User" for an account without a name', async () => {
    await t.db.update(users).set({ displayName: '' }).where(eq(users.id, t.accounts.customerB.id));
    await t.http.post('/reviews').set(t.auth('customerB')).send({ ratings: 3, comment: 'ok' }).expect(201);
    expect((await t.http.get('/reviews')).body[0].userName).toBe(uiMessages.newUser);
    await t.db
      .update(users)
      .set({ displayName: t.accounts.customerB.displayName })
      .where(eq(users.id, t.accounts.customerB.id));
  });

  it('lists reviews to anyone, newest first', async () => {
    await t.http.post('/reviews').set(t.auth('customerA')).send({ ratings: 5, comment: 'first' }).expect(201);
    await t.http.post('/reviews').set(t.auth('customerB')).send({ ratings: 2, comment: 'second' }).expect(201);
    const res = await t.http.get('/reviews').expect(200);
    expect(res.body.map((r: { comment: string }) => r.comment)).toEqual(['second', 'first']);
  });

  it.each([
    ['no comment', { ratings: 5 }, validationMessages.reviewCommentRequired],
    ['a blank comment', { ratings: 5, comment: '   ' }, validationMessages.reviewCommentRequired],
    ['a rating of 0', { ratings: 0, comment: 'x' }, validationMessages.ratingsInvalid],
    ['a rating of 6', { ratings: 6, comment: 'x' }, validationMessages.ratingsInvalid],
    ['a rating of 4.5', { ratings: 4.5, comment: 'x' }, validationMessages.notAWholeNumber],
    ['no rating', { comment: 'x' }, validationMessages.ratingsInvalid],
  ])('answers 400 for %s with a clear message, adding nothing', async (_label, body, message) => {
    const res = await t.http.post('/reviews').set(t.auth('customerA')).send(body).expect(400);
    expect(res.body.message).toBe(message);
    expect((await t.http.get('/reviews')).body).toEqual([]);
  });

  it('needs a signed-in caller to add a review', async () => {
    const res = await t.http.post('/reviews').send({ ratings: 5, comment: 'anonymous praise' }).expect(401);
    expect(res.body.message).toBe(apiMessages.signInRequired);
    expect((await t.http.get('/reviews')).body).toEqual([]);
  });
});
