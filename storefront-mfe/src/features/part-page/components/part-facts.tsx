import { Link } from 'react-router-dom';
import { partCategoryLabels, type PublicPart, type StockState } from '@phoneparts/contracts';
import { formatMoney } from '@phoneparts/shared-ui';
import { devicePagePath } from '../../../common/routes';
import { partPageCopy as copy } from './part-page-copy';
import styles from './part-page.module.css';

const stockClass: Record<StockState, string | undefined> = {
  'in-stock': styles.inStock,
  low: styles.lowStock,
  out: styles.stockOut,
};

/**
 * What a visitor reads about a part (docs/product.md#23-public-catalogue): picture, name, SKU, grade,
 * stock state, prices per quantity, minimum order, category, the models it fits (each linking to its
 * device page), warranty and description.
 */
export function PartFacts({ part, pictureUrl }: { part: PublicPart; pictureUrl: string }) {
  return (
    <article className="ui-part" aria-labelledby="storefront-part-name">
      {/* The page's largest paint: fetched ahead of the scripts (the server-drawn head preloads it too). */}
      <img
        className="ui-part__picture"
        src={pictureUrl}
        alt={part.name}
        width={400}
        height={300}
        fetchPriority="high"
      />
      <div className="ui-part__text">
        <h1 id="storefront-part-name" className="ui-part__name">
          {part.name}
        </h1>
        <p className="ui-part__id">
          {copy.sku}: <code data-testid="part-sku">{part.sku}</code>
        </p>
        {part.grade && (
          <p className="ui-part__id" data-testid="part-grade">
            {copy.grade}: {part.grade}
          </p>
        )}
        <p className={stockClass[part.stock]} data-testid="stock-state">
          {copy.stock(part.stock, part.availableQuantity)}
        </p>
        <dl className="ui-part__facts">
          <div>
            <dt>{copy.pricePerUnit}</dt>
            <dd>{formatMoney(part.price)}</dd>
          </div>
          {part.priceBands.map((band) => (
            <div key={band.minQuantity} data-testid="price-band">
              <dt>{copy.band(band.minQuantity)}</dt>
              <dd>{formatMoney(band.price)}</dd>
            </div>
          ))}
          <div>
            <dt>{copy.minimum}</dt>
            <dd>{part.minQuantity}</dd>
          </div>
          <div>
            <dt>{copy.available}</dt>
            <dd data-testid="available-quantity">{part.availableQuantity}</dd>
          </div>
          {part.category && (
            <div>
              <dt>{copy.category}</dt>
              <dd>{partCategoryLabels[part.category]}</dd>
            </div>
          )}
          <div>
            <dt>{copy.warranty}</dt>
            <dd data-testid="part-warranty">{copy.warrantyDays(part.warrantyDays)}</dd>
          </div>
        </dl>
        {part.brand && part.models.length > 0 && (
          <div className={styles.fits}>
            <h2 className={styles.fitsTitle}>{copy.fits}</h2>
            <ul className={styles.models}>
              {part.models.map((model) => (
                <li key={model}>
                  <Link to={devicePagePath(part.brand!, model)}>
                    {part.brand} {model}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
        <p className="ui-part__description">{part.description}</p>
      </div>
    </article>
  );
}
