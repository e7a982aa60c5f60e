import fc from 'fast-check';
import {
  returnLimits,
  returnReasons,
  returnReceiptSchema,
  returnRefusalSchema,
  returnRequestSchema,
} from './order-return';
import { returnMessages as m } from '../messages/return-messages';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('return request', () => {
  const line = { lineId: '3f0c2d4e-1111-4222-8333-944455556666', quantity: 2 };

  it('takes lines with whole quantities, a listed reason and an optional comment', () => {
    for (const reason of returnReasons) {
      expect(returnRequestSchema.safeParse({ lines: [line], reason }).success).toBe(true);
    }
    const parsed = returnRequestSchema.parse({
      lines: [line],
      reason: 'defective',
      comment: '  cracked on the left  ',
    });
    expect(parsed.comment).toBe('cracked on the left');
  });

  it('refuses no lines, a line twice, a quantity under 1 or not whole, and an unknown reason', () => {
    expect(messagesOf(returnRequestSchema.safeParse({ lines: [], reason: 'defective' }))).toEqual([m.linesRequired]);
    expect(messagesOf(returnRequestSchema.safeParse({ lines: [line, line], reason: 'defective' }))).toEqual([
      m.lineTwice,
    ]);
    for (const quantity of [0, -1, 1.5, Number.NaN]) {
      expect(
        messagesOf(returnRequestSchema.safeParse({ lines: [{ ...line, quantity }], reason: 'defective' })),
      ).toEqual([m.quantityInvalid]);
    }
    expect(messagesOf(returnRequestSchema.safeParse({ lines: [line], reason: 'changed_my_mind' }))).toEqual([
      m.reasonRequired,
    ]);
  });

  it('refuses a comment over its limit', () => {
    const comment = 'x'.repeat(returnLimits.commentMax + 1);
    expect(messagesOf(returnRequestSchema.safeParse({ lines: [line], reason: 'wrong_part', comment }))).toEqual([
      m.commentTooLong(returnLimits.commentMax),
    ]);
  });

  it('never throws, whatever JSON arrives', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (body) => {
        returnRequestSchema.safeParse(body);
        returnReceiptSchema.safeParse(body);
        returnRefusalSchema.safeParse(body);
      }),
    );
  });
});

describe('refusal and receipt', () => {
  it('needs a refusal reason, and a restock answer for each received line', () => {
    expect(messagesOf(returnRefusalSchema.safeParse({ reason: '   ' }))).toEqual([m.refusalReasonRequired]);
    expect(returnRefusalSchema.parse({ reason: 'Opened and used' }).reason).toBe('Opened and used');
    expect(messagesOf(returnReceiptSchema.safeParse({ lines: [{ lineId: 'a' }] }))).toEqual([m.receiveLinesRequired]);
    expect(returnReceiptSchema.safeParse({ lines: [{ lineId: 'a', restock: false }] }).success).toBe(true);
  });
});
