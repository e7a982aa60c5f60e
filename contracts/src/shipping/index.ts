export * from './shipping-method';
