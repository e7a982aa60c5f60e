import { orderNumber, type ReturnReason, returnNumber, returnReasonLabels, shellPaths } from '@phoneparts/contracts';
import { formatCents } from '../../common/money-format';
import { composeMail, type MailContent } from '../../mail';

/**
 * The mails of a return's steps, each sent at most once per return and recipient (the outbox's dedupe
 * key): the buyer's for every step, and the shop's notice of a new request.
 */
export const returnMailKinds = [
  'return-requested',
  'return-requested-shop',
  'return-approved',
  'return-refused',
  'return-received',
  'return-refunded',
] as const;
export type ReturnMailKind = (typeof returnMailKinds)[number];

/**
 * What a return mail says, as the outbox stores it (JSON): the facts at the moment of the step, so the
 * mail reports that moment even if it is sent later.
 */
export interface ReturnMailData {
  returnId: string;
  orderId: string;
  userName: string;
  reason: ReturnReason;
  lines: { name: string; sku: string | null; quantity: number }[];
  /** requested: the working days the shop answers within (configuration RETURN_ANSWER_DAYS). */
  answerDays?: number;
  /** requested (the shop's notice): who asks, in their words. */
  buyerEmail?: string;
  comment?: string | null;
  /** approved: where the parts go (the seller's address, configuration SELLER_ADDRESS). */
  sendTo?: string[];
  /** refused: the admin's words. */
  refusalReason?: string | null;
  /** refunded: what was paid back and the credit note that records it. */
  amountCents?: number;
  creditNoteNumber?: string;
}

interface ReturnMailText {
  subject: string;
  intro: string;
  details?: [string, string][];
  outro: string;
}

const texts: Record<
  ReturnMailKind,
  (data: ReturnMailData, number: string, money: (cents: number) => string) => ReturnMailText
> = {
  'return-requested': (data, number) => ({
    subject: `We received your return request ${number}`,
    intro: `We received your return request ${number} for the parts listed below. We will answer within ${data.answerDays ?? 2} working days.`,
    outro: 'Please keep the parts until we approve the return: our answer says where to send them.',
  }),
  'return-requested-shop': (data, number) => ({
    subject: `New return request ${number} for order ${orderNumber(data.orderId)}`,
    intro: `${data.buyerEmail ?? 'A buyer'} asks to return the parts listed below. Approve or refuse it in the dashboard; the buyer was promised an answer within ${data.answerDays ?? 2} working days.`,
    details: [['Buyer comment', data.comment || '—']],
    outro: 'The buyer is mailed at every step you take.',
  }),
  'return-approved': (data, number) => ({
    subject: `Return ${number} is approved: how to send the parts back`,
    intro: `We approved your return. Pack the parts listed below, write the return number ${number} on the parcel and send it to the address below.`,
    details: [['Send to', (data.sendTo ?? []).join(', ')]],
    outro: 'We refund you once the parts have arrived and been checked.',
  }),
  'return-refused': (data, number) => ({
    subject: `Return ${number} is refused`,
    intro: 'We are sorry: we cannot accept this return.',
    details: [['Why', data.refusalReason ?? '—']],
    outro: 'Reply to this mail if you have a question about it.',
  }),
  'return-received': (_data, number) => ({
    subject: `We received return ${number}`,
    intro: 'The parts you sent back have arrived. We will refund you shortly.',
    outro: 'We will mail you again when the money is on its way.',
  }),
  'return-refunded': (data, number, money) => ({
    subject: `Return ${number} is refunded: ${money(data.amountCents ?? 0)}`,
    intro: `We refunded ${money(data.amountCents ?? 0)} to the card you paid with; your bank may take a few days to show it.`,
    details: [
      ['Amount refunded', money(data.amountCents ?? 0)],
      ['Credit note', `${data.creditNoteNumber ?? '—'} (download it from your order page)`],
    ],
    outro: 'Thank you for your patience.',
  }),
};

/** Renders a return mail in the shop's one layout; the link points at the order page in the shell. */
export function returnMail(
  kind: ReturnMailKind,
  data: ReturnMailData,
  shellUrl: string,
  currency: string,
): MailContent {
  const number = returnNumber(data.returnId);
  const text = texts[kind](data, number, (cents) => formatCents(cents, currency));
  const forShop = kind === 'return-requested-shop';
  return composeMail({
    subject: text.subject,
    name: forShop ? '' : data.userName,
    intro: text.intro,
    details: [
      ['Return number', number],
      ['Order number', orderNumber(data.orderId)],
      ['Reason', returnReasonLabels[data.reason]],
      ...data.lines.map((line): [string, string] => [
        'Part',
        `${line.name} × ${line.quantity}${line.sku ? ` (SKU ${line.sku})` : ''}`,
      ]),
      ...(text.details ?? []),
    ],
    action: forShop
      ? { label: 'See the returns', url: `${shellUrl}${shellPaths.adminReturns}` }
      : { label: 'See your order', url: `${shellUrl}${shellPaths.order(data.orderId)}` },
    outro: text.outro,
  });
}
