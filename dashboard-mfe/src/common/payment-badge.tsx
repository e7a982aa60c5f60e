import type { Order } from '@phoneparts/contracts';
import { paymentBadges } from './order-status';
import { StatusBadge } from './status-badge';

export function PaymentBadge({ status }: { status: Order['status'] }) {
  const { label, tone } = paymentBadges[status];
  return <StatusBadge tone={tone}>{label}</StatusBadge>;
}
