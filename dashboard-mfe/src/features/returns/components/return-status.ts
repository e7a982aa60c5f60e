import type { ReturnStatus } from '@phoneparts/contracts';
import type { BadgeTone } from '../../../common/status-badge';

/** How each return state reads, on the order page and the Returns page alike. */
export const returnStatusBadges: Record<ReturnStatus, { label: string; tone: BadgeTone }> = {
  requested: { label: 'Requested', tone: 'warning' },
  approved: { label: 'Approved', tone: 'info' },
  refused: { label: 'Refused', tone: 'neutral' },
  received: { label: 'Received', tone: 'info' },
  refunded: { label: 'Refunded', tone: 'success' },
};
