export * from './address';
export * from './countries';
export * from './postal-codes';
export * from './regions';
