import { Link } from 'react-router-dom';
import { homeStatusMessages, isStockOut, partCategoryLabels, type Part } from '@phoneparts/contracts';
import { partPagePath } from '../../../common/routes';
import { ErrorText, formatMoney, Loader, pathWithQuery } from '@phoneparts/shared-ui';
import { useGetDevicePartsQuery, type Device } from '../api/device-parts-api';
import { deviceCopy } from './device-copy';
import { groupByCategory } from './group-by-category';
import styles from './device-picker.module.css';

/**
 * The parts that fit the chosen device, one group per category (screens first, as the catalogue lists them), each
 * linking to its public part page. `groupHeading`: the level of the groups' titles where the list sits (under the
 * home page's section title, or the device page's own).
 */
export default function DeviceParts({
  device,
  groupHeading: GroupHeading = 'h3',
}: {
  device: Device;
  groupHeading?: 'h2' | 'h3';
}) {
  const { data, isFetching, isError } = useGetDevicePartsQuery(device);

  if (!data) return isError ? <ErrorText>{homeStatusMessages.catalogueUnavailable}</ErrorText> : <Loader />;
  if (data.total === 0)
    return (
      <p className={styles.summary} role="status">
        {deviceCopy.noParts(device.model)}
      </p>
    );
  return (
    <div aria-busy={isFetching || undefined}>
      <p className={styles.summary} role="status">
        {deviceCopy.partsFor(device.model, data.total)}
      </p>
      {data.total > data.items.length && (
        <p>
          {deviceCopy.moreParts(data.total, data.items.length)}{' '}
          <Link to={pathWithQuery('/', { brand: device.brand, model: device.model })}>{deviceCopy.seeAll}</Link>
        </p>
      )}
      {groupByCategory(data.items).map(({ category, parts }) => (
        <section key={category ?? 'none'} className={styles.group} aria-label={groupLabel(category)}>
          <GroupHeading className={styles.groupTitle}>{groupLabel(category)}</GroupHeading>
          <ul className={styles.parts}>
            {parts.map((part) => (
              <li key={part._id}>
                <DevicePart part={part} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

const groupLabel = (category: Part['category']) => (category ? partCategoryLabels[category] : deviceCopy.uncategorised);

function DevicePart({ part }: { part: Part }) {
  return (
    <Link className={styles.part} to={partPagePath(part.sku)}>
      <span className={styles.partName}>{part.name}</span>
      <span className={styles.partFacts}>
        {part.sku} · {formatMoney(part.price)} ·{' '}
        {isStockOut(part) ? homeStatusMessages.stockOut : `${part.availableQuantity} in stock`}
      </span>
    </Link>
  );
}
