// @phoneparts/shared-ui/address-form — a delivery address's form fields and the country list, for the
// dashboard's address book and the storefront's checkout. A subpath of its own, outside the shared
// singleton (bundled whole into every page's first load): only the pages with an address form load it.
export { AddressFields, type AddressFieldName, type AddressFieldsProps } from './address-fields';
export { countryOptions } from './country-options';
