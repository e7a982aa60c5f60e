/**
 * The order state machine's table lives in contracts (`order-states.ts`) so the dashboard offers exactly
 * the transitions the API accepts; `OrderTransitions.apply` (order-transitions.ts) enforces it here.
 */
export { canTransition, initialOrderStatus, isPaidStatus, orderTransitions } from '@phoneparts/contracts';
