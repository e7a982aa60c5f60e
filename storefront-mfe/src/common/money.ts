/** price × quantity in whole cents, so $0.10 × 3 is $0.30 and not $0.30000000000000004. */
export function orderTotal(unitPrice: number, quantity: number): number {
  return (Math.round(unitPrice * 100) * quantity) / 100;
}
