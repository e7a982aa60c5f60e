import { Injectable } from '@nestjs/common';
import {
  type CartPreviewBody,
  type QuickOrderLine,
  quickOrderMessages as m,
  type QuickOrderPart,
  type QuickOrderPreview,
} from '@phoneparts/contracts';
import type { AuthUser } from '../access';
import { CartRepository } from '../cart/cart.repository';
import { lineRefusal } from '../cart';
import { toDollars } from '../common/money';
import type { PartRow } from '../parts';
import { PartsRepository } from '../parts/parts.repository';
import { unitPriceFor } from '../pricing';
import { type ParsedLine, parseQuickOrder } from './quick-order-parser';

const partOf = (part: PartRow): QuickOrderPart => ({
  id: part.id,
  sku: part.sku,
  name: part.name,
  picture: part.picture,
  minQuantity: part.minQuantity,
  availableQuantity: part.availableQuantity,
  grade: part.grade,
});

/**
 * Quick order's preview (docs/product.md#13-quick-order): a verdict per line, judged as POST /cart/lines would judge it
 * (adding merges with what the cart holds), priced by the one pricing rule. Writes nothing.
 */
@Injectable()
export class QuickOrderService {
  constructor(
    private readonly parts: PartsRepository,
    private readonly carts: CartRepository,
  ) {}

  async preview(caller: AuthUser, body: CartPreviewBody): Promise<QuickOrderPreview> {
    const parsed = parseQuickOrder(body.format, body.content);
    const skus = [...new Set(parsed.flatMap((line) => (line.sku ? [line.sku] : [])))];
    const [found, cart] = await Promise.all([this.parts.findBySkus(skus), this.carts.linesOf(caller.id)]);
    const bySku = new Map(found.map((part) => [part.sku.toUpperCase(), part]));
    const held = new Map(cart.map(({ line }) => [line.partId, line.quantity]));
    const firstLineOf = new Map<string, number>();
    const lines = parsed.map((line) => judge(line, bySku, held, firstLineOf));
    const fine = lines.filter((line) => line.verdict === 'fine');
    return {
      lines,
      fineLines: fine.length,
      total: toDollars(fine.reduce((sum, line) => sum + Math.round((line.lineTotal ?? 0) * 100), 0)),
    };
  }
}

/** One line's verdict: malformed, then the same SKU twice, unknown SKU, then the part's quantity rules. */
function judge(
  parsed: ParsedLine,
  bySku: ReadonlyMap<string, PartRow>,
  held: ReadonlyMap<string, number>,
  firstLineOf: Map<string, number>,
): QuickOrderLine {
  const { lineNumber, text, sku, quantity } = parsed;
  const base = { lineNumber, text, sku, quantity };
  if ('malformed' in parsed) return { ...base, verdict: 'malformed', message: parsed.malformed };
  const first = firstLineOf.get(parsed.sku);
  if (first !== undefined) return { ...base, verdict: 'duplicate', message: m.duplicate(first) };
  firstLineOf.set(parsed.sku, lineNumber);
  const part = bySku.get(parsed.sku);
  if (!part) return { ...base, verdict: 'unknownSku', message: m.unknownSku(parsed.sku) };
  const inCart = held.get(part.id) ?? 0;
  const known = { ...base, part: partOf(part), inCart };
  const whole = inCart + parsed.quantity;
  const refusal = lineRefusal(part, whole);
  if (refusal) {
    const outOfStock = part.availableQuantity < part.minQuantity;
    return {
      ...known,
      verdict: !outOfStock && whole < part.minQuantity ? 'belowMinimum' : 'aboveStock',
      message: refusal,
    };
  }
  const unitPriceCents = unitPriceFor(part, whole);
  return {
    ...known,
    verdict: 'fine',
    message: m.fine,
    unitPrice: toDollars(unitPriceCents),
    ...(unitPriceCents !== part.priceCents ? { basePrice: toDollars(part.priceCents) } : {}),
    lineTotal: toDollars(unitPriceCents * parsed.quantity),
  };
}
