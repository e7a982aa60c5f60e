/** What a method charges: the flat price, or nothing once the goods total reaches `freeAboveCents`. */
export function shippingPriceCents(
  method: { priceCents: number; freeAboveCents: number | null },
  goodsCents: number,
): number {
  return method.freeAboveCents !== null && goodsCents >= method.freeAboveCents ? 0 : method.priceCents;
}
