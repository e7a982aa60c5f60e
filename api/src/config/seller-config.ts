import { z } from '@phoneparts/contracts';

/**
 * Who sells, as every invoice and credit note names the seller (docs/invoices.md): a legal name, a
 * postal address (lines separated by `|`, as one environment variable holds one line) and a tax ID.
 * Development invoices say they are a demo; production refuses to start without the real ones, because
 * an issued invoice never changes.
 */
const sellerText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `must be at most ${max} characters` })
    .regex(/^[^\u0000-\u001f\u007f]*$/, { error: 'must be one line of text' })
    .optional()
    .transform((v) => (v ? v : undefined));

export const sellerEnvSchema = {
  SELLER_LEGAL_NAME: sellerText(120),
  SELLER_ADDRESS: sellerText(300),
  SELLER_TAX_ID: sellerText(40),
};

export interface Seller {
  legalName: string;
  addressLines: string[];
  taxId: string;
}

export const demoSeller: Seller = {
  legalName: 'Phone Parts (demo shop, not a real seller)',
  addressLines: ['1 Demo Street', 'Springfield 00000', 'United States'],
  taxId: 'DEMO-TAX-ID',
};

type SellerEnv = { [K in keyof typeof sellerEnvSchema]?: string };

/** The seller in force, and what production lacks of it. */
export function resolveSeller(e: SellerEnv, production: boolean): { seller: Seller; problems: string[] } {
  const problems = production
    ? (['SELLER_LEGAL_NAME', 'SELLER_ADDRESS', 'SELLER_TAX_ID'] as const)
        .filter((name) => !e[name])
        .map((name) => `${name} is required: every invoice names the seller`)
    : [];
  const seller: Seller = {
    legalName: e.SELLER_LEGAL_NAME ?? demoSeller.legalName,
    addressLines: e.SELLER_ADDRESS
      ? e.SELLER_ADDRESS.split('|')
          .map((line) => line.trim())
          .filter(Boolean)
      : demoSeller.addressLines,
    taxId: e.SELLER_TAX_ID ?? demoSeller.taxId,
  };
  return { seller, problems };
}
