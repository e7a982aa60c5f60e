import { maxQuickOrderText, quickOrderMaxBodyBytes, quickOrderMessages as m } from '@phoneparts/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Quick order's preview is cheap to refuse: a body far above what 50,000 characters need is refused
 * unread (413), far too many lines before any line is read (400, the 200-line rule's words), and an
 * account previews at most QUICK_ORDER_PREVIEWS_PER_MINUTE times a minute (429).
 */
describe('quick order preview limits', () => {
  const perMinute = 5;
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ QUICK_ORDER_PREVIEWS_PER_MINUTE: String(perMinute) })));
  afterAll(() => t.close());

  const preview = (persona: 'customerA' | 'customerB' | 'admin', body: string) =>
    fetch(`${t.url}/cart/preview`, {
      method: 'POST',
      headers: { ...t.auth(persona), 'content-type': 'application/json' },
      body,
    });

  it('refuses a body larger than any text of 50,000 characters needs, before reading it', async () => {
    const fullest = JSON.stringify({ format: 'text', content: '€'.repeat(maxQuickOrderText) });
    expect(Buffer.byteLength(fullest)).toBeLessThanOrEqual(quickOrderMaxBodyBytes);
    expect((await preview('admin', fullest)).status).toBe(200); // read: one malformed line
    const oversized = await preview('admin', JSON.stringify({ format: 'text', content: 'a'.repeat(400_000) }));
    expect(oversized.status).toBe(413);
    expect(((await oversized.json()) as { message: string }).message).toMatch(/body/i);
  });

  it('answers 25,000 one-character lines with the 200-line rule, then limits the account', async () => {
    const flood = JSON.stringify({ format: 'text', content: 'a\n'.repeat(25_000) });
    const first = await preview('customerA', flood);
    expect(first.status).toBe(400);
    expect(((await first.json()) as { message: string }).message).toBe(m.tooManyLines(25_000));
    for (let i = 1; i < perMinute; i++) expect((await preview('customerA', flood)).status).toBe(400);
    const limited = await preview('customerA', flood);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account previews as before.
    expect((await preview('customerB', JSON.stringify({ format: 'text', content: 'NO-SUCH 1' }))).status).toBe(200);
  });
});
