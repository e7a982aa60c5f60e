import { Injectable } from '@nestjs/common';
import type { OrderExportQuery } from '@phoneparts/contracts';
import { csvLines } from '../common/csv/formula-guard';
import { type OrderExportKey, type OrderExportLine, OrderExportRepository } from './order-export.repository';

const pageSize = 1000;
const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * The orders' lines for the accountant, one CSV row per line with its order's figures: the line's tax,
 * and the order's goods, shipping, tax and total (total = goods + shipping + tax; an order placed
 * before shipping and tax has them at 0, which is what it charged). Columns added later come last, so
 * a sheet reading the first ones by position keeps working.
 */
export const orderExportColumns = [
  'date',
  'order',
  'status',
  'buyer',
  'email',
  'sku',
  'part',
  'quantity',
  'unitPrice',
  'lineTotal',
  'orderTotal',
  'lineTax',
  'orderGoods',
  'orderShipping',
  'orderTax',
  'shippingMethod',
  'poNumber',
] as const;

@Injectable()
export class OrderExportService {
  constructor(private readonly repository: OrderExportRepository) {}

  /** `from` and `to` are UTC days, both included. */
  async *csv(query: OrderExportQuery): AsyncGenerator<string> {
    const range = {
      from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
      to: query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000) : undefined,
    };
    yield csvLines([[...orderExportColumns]]);
    let after: OrderExportKey | null = null;
    for (;;) {
      const page = await this.repository.page(range, after, pageSize);
      if (page.length === 0) return;
      yield csvLines(page.map(cellsOf));
      if (page.length < pageSize) return;
      const last = page[page.length - 1];
      after = { createdAt: last.createdAt, orderId: last.orderId, position: last.position };
    }
  }
}

function cellsOf(line: OrderExportLine): string[] {
  return [
    line.createdAt,
    line.orderId,
    line.status,
    line.buyerName,
    line.buyerEmail,
    line.sku ?? '',
    line.partName,
    String(line.quantity),
    dollars(line.unitPriceCents),
    dollars(line.unitPriceCents * line.quantity),
    dollars(line.orderTotalCents),
    dollars(line.lineTaxCents),
    dollars(line.orderGoodsCents),
    dollars(line.orderShippingCents),
    dollars(line.orderTaxCents),
    line.shippingMethod ?? '',
    line.poNumber ?? '',
  ];
}
