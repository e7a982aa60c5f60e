import type { Address, SavedAddress } from '@phoneparts/contracts';
import type { AddressRow } from './addresses.repository';

/** A stored address in the API's shape: absent optional parts left out, never null. */
export function toAddress(row: Omit<AddressRow, 'id' | 'userId' | 'isDefault' | 'createdAt' | 'updatedAt'>): Address {
  return {
    name: row.name,
    ...(row.company ? { company: row.company } : {}),
    line1: row.line1,
    ...(row.line2 ? { line2: row.line2 } : {}),
    city: row.city,
    ...(row.region ? { region: row.region } : {}),
    postalCode: row.postalCode,
    country: row.country,
  };
}

export const toSavedAddress = (row: AddressRow): SavedAddress => ({
  _id: row.id,
  ...toAddress(row),
  isDefault: row.isDefault,
});
