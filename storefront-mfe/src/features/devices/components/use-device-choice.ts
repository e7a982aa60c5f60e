import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Device } from '../api/device-parts-api';
import { deviceSearchKeys, readDevice } from './device-search';

export interface DeviceChoice {
  brand: string;
  model: string;
  /** The chosen device when both are set. */
  device: Device | null;
  /** A new history entry: back returns to the previous choice. A new brand clears the model. */
  chooseBrand(brand: string): void;
  chooseModel(model: string): void;
}

/** The device chosen on the home page, kept in the URL (shareable; back and forward step through choices). */
export function useDeviceChoice(): DeviceChoice {
  const [params, setParams] = useSearchParams();
  const brand = params.get(deviceSearchKeys.brand) ?? '';
  const model = params.get(deviceSearchKeys.model) ?? '';

  const write = useCallback(
    (changes: Partial<Record<'brand' | 'model', string>>) =>
      // The catalogue grid's search, filters and page stay as they are.
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes) as ['brand' | 'model', string][]) {
            if (value) next.set(deviceSearchKeys[key], value);
            else next.delete(deviceSearchKeys[key]);
          }
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );

  return {
    brand,
    model,
    device: readDevice(params),
    chooseBrand: useCallback((next: string) => write({ brand: next, model: '' }), [write]),
    chooseModel: useCallback((next: string) => write({ model: next }), [write]),
  };
}
