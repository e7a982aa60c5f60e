export * from './tax-rate';
