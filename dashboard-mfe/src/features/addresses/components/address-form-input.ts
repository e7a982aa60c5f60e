import type { Address, SavedAddress, UpdateAddressBody } from '@phoneparts/contracts';

/** The address form's fields as typed: every part a string (empty: left out), and the default box. */
export interface AddressFormInput {
  name: string;
  company: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  isDefault: boolean;
}

export const emptyAddress: AddressFormInput = {
  name: '',
  company: '',
  line1: '',
  line2: '',
  city: '',
  region: '',
  postalCode: '',
  country: '',
  isDefault: false,
};

export const addressInput = (saved: SavedAddress): AddressFormInput => ({
  name: saved.name,
  company: saved.company ?? '',
  line1: saved.line1,
  line2: saved.line2 ?? '',
  city: saved.city,
  region: saved.region ?? '',
  postalCode: saved.postalCode,
  country: saved.country,
  isDefault: saved.isDefault,
});

/** A whole address as a PATCH: an optional part left empty is cleared (null), not kept. */
export const addressChange = (address: Address): UpdateAddressBody => ({
  ...address,
  company: address.company ?? null,
  line2: address.line2 ?? null,
  region: address.region ?? null,
});
