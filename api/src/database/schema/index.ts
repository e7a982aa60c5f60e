export * from './users.table';
export * from './parts.table';
export * from './orders.table';
export * from './payment-events.table';
export * from './reviews.table';
export * from './sandbox-payments.table';
export * from './rate-limits.table';
export * from './sign-in-codes.table';
