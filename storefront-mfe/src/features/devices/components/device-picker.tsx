import { useDeferredValue } from 'react';
import { SelectField, type SelectOption } from '@phoneparts/shared-ui';
import { compareNatural } from '../../../common/natural-order';
import { useGetPartFacetsQuery } from '../../catalogue/api/catalogue-api';
import { deviceCopy } from './device-copy';
import { useDeviceChoice } from './use-device-choice';
import styles from './device-picker.module.css';

import DeviceParts from './device-parts';

export { startDeviceParts } from '../api/device-parts-api';

/** The names offered, with the URL's own choice kept even if the catalogue no longer has it. */
function choices(placeholder: string, names: string[], chosen: string): SelectOption[] {
  const all = chosen && !names.includes(chosen) ? [...names, chosen] : names;
  return [{ value: '', label: placeholder }, ...all.map((name) => ({ value: name, label: name }))];
}

/**
 * The device picker of 'Shop by device': a brand, then one of its models (from GET /parts/facets, which
 * the home page reads anyway), then the parts that fit it grouped by category. The choice lives in the URL.
 */
export default function DevicePicker() {
  const facets = useDeferredValue(useGetPartFacetsQuery().data);
  const { brand, model, device, chooseBrand, chooseModel } = useDeviceChoice();
  const brands = facets?.brands ?? [];
  const models = (brands.find((b) => b.name === brand)?.models ?? []).map((m) => m.name).sort(compareNatural);

  return (
    <>
      <p className={styles.intro}>{deviceCopy.intro}</p>
      <div className={styles.pickers}>
        <SelectField
          label={deviceCopy.brandLabel}
          options={choices(
            deviceCopy.chooseBrand,
            brands.map((b) => b.name),
            brand,
          )}
          value={brand}
          disabled={!facets}
          onChange={(event) => chooseBrand(event.target.value)}
        />
        <SelectField
          label={deviceCopy.modelLabel}
          options={choices(deviceCopy.chooseModel, models, model)}
          value={model}
          disabled={!brand}
          onChange={(event) => chooseModel(event.target.value)}
        />
      </div>
      {device && <DeviceParts device={device} />}
    </>
  );
}
