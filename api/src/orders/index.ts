// What other features use of orders besides its module, services and repository: the row payments checks.
export type { OrderRow } from './order-row';
