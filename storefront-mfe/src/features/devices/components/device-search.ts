import type { Device } from '../api/device-parts-api';

/**
 * The URL query keys of the chosen device, apart from the catalogue grid's own brand and model filter.
 * Kept apart from the picker's code: the home page's route loader reads them on every visit.
 */
export const deviceSearchKeys = { brand: 'deviceBrand', model: 'deviceModel' } as const;

/** The device the address names, when it names both a brand and a model. */
export function readDevice(params: URLSearchParams): Device | null {
  const brand = params.get(deviceSearchKeys.brand) ?? '';
  const model = params.get(deviceSearchKeys.model) ?? '';
  return brand && model ? { brand, model } : null;
}
