import { parseQuickOrder } from './quick-order/quick-order-parser';
import { cartPreviewSchema } from '@phoneparts/contracts';
const content = 'a\n'.repeat(25000);
const body = JSON.stringify({ format: 'text', content });
for (const fmt of ['text', 'csv'] as const) {
  const times: number[] = [];
  for (let i = 0; i < 15; i++) {
    const t = process.hrtime.bigint();
    try { const b = cartPreviewSchema.parse({ ...JSON.parse(body), format: fmt }); parseQuickOrder(b.format, b.content); } catch {}
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  console.log(fmt, times.map((t) => t.toFixed(1)).join(' '));
}
