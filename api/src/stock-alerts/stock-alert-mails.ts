import { withdrawStockAlertPath } from '@phoneparts/contracts';
import { composeMail, type MailContent } from '../mail';

/** What a back-in-stock mail names: the request (for its withdraw link) and the part. */
export interface StockAlertMailData {
  alertId: string;
  partId: string;
  partName: string;
  sku: string;
  /** The buyer's display name; may be empty. */
  name: string;
}

export const stockAlertTemplates = {
  requested: 'stock-alert-requested',
  backInStock: 'back-in-stock',
} as const;

/** Sent when the buyer asks: what they will get, and the link that withdraws the request. */
export function stockAlertRequestedMail(data: StockAlertMailData, withdrawUrl: string): MailContent {
  return composeMail({
    subject: `We will tell you when ${data.partName} can be ordered again`,
    name: data.name,
    intro: `You asked to be told when ${data.partName} can be ordered again. We will send you one email when it is back in stock.`,
    details: [
      ['Part', data.partName],
      ['Part number', data.sku],
    ],
    action: { label: 'I changed my mind: withdraw my request', url: withdrawUrl },
    outro: 'You can also withdraw it from your account page.',
  });
}

/** Sent once, when the part's stock reaches its minimum order again. */
export function backInStockMail(data: StockAlertMailData, partUrl: string): MailContent {
  return composeMail({
    subject: `${data.partName} is back in stock`,
    name: data.name,
    intro: `Good news: ${data.partName} can be ordered again. Stock moves fast, so this is the only email we send about it.`,
    details: [
      ['Part', data.partName],
      ['Part number', data.sku],
    ],
    action: { label: 'Order it now', url: partUrl },
    outro: 'You asked for this email on the part page; your request is now done.',
  });
}

/** Shell addresses the mails link to. */
export const stockAlertLinks = {
  withdraw: (shellUrl: string, token: string) =>
    `${shellUrl}${withdrawStockAlertPath}?token=${encodeURIComponent(token)}`,
  part: (shellUrl: string, partId: string) => `${shellUrl}/purchase/${partId}`,
};
