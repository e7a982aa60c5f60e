export * from './order-return';
