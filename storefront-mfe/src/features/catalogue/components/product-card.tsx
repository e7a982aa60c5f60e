import { Link } from 'react-router-dom';
import { homeStatusMessages, isStockOut, type Part } from '@phoneparts/contracts';
import { Button, buttonClassName, formatMoney, useApi } from '@phoneparts/shared-ui';
import { partPagePath, purchasePath } from '../../../common/routes';
import { AddToCartButton } from '../../cart/components/add-to-cart-button';
import { addToCartLabel } from '../../cart/components/add-to-cart-label';
import { homeCopy } from './home-copy';
import styles from './product-card.module.css';

/**
 * One part in the 'Our Products' grid: its picture and name open its public page (/parts/:sku), 'Buy
 * Now' the order form, 'Add to cart' adds its minimum quantity; both buttons are disabled when the part
 * is out of stock.
 */
export function ProductCard({ part }: { part: Part }) {
  const api = useApi();
  const stockOut = isStockOut(part);
  const titleId = `part-${part._id}-name`;
  const lowestBand = part.priceBands?.at(-1);

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      {/* width/height give the 4:3 box before the picture arrives (no shift); CSS sizes it. The name's link
          is the one the keyboard stops at; the picture's goes to the same page, for the mouse. */}
      <Link to={partPagePath(part.sku)} tabIndex={-1}>
        <img
          className={styles.picture}
          src={api.assetUrl(part.picture)}
          alt={part.name}
          width={400}
          height={300}
          loading="lazy"
        />
      </Link>
      <div className={styles.body}>
        <h3 id={titleId} className={styles.name}>
          <Link className={styles.nameLink} to={partPagePath(part.sku)}>
            {part.name}
          </Link>
        </h3>
        {part.sku && (
          <p className={styles.sku}>
            SKU <code>{part.sku}</code>
          </p>
        )}
        {part.grade && (
          <p className={styles.sku} data-testid="part-grade">
            Grade: {part.grade}
          </p>
        )}
        <p className={styles.description}>{part.description}</p>
        <p className={styles.price}>{formatMoney(part.price)}</p>
        {/* The best quantity price, "from $11.40 at 50+" (the part page lists every band). */}
        {lowestBand && (
          <p className={styles.bands} data-testid="price-band-summary">
            from {formatMoney(lowestBand.price)} at {lowestBand.minQuantity}+
          </p>
        )}
        <dl className={styles.facts}>
          <div>
            <dt>Minimum order</dt>
            <dd>{part.minQuantity}</dd>
          </div>
          <div>
            <dt>Available</dt>
            <dd>{part.availableQuantity}</dd>
          </div>
        </dl>
        <p className={stockOut ? styles.stockOut : styles.inStock}>
          {stockOut ? homeStatusMessages.stockOut : homeStatusMessages.inStock}
        </p>
        {stockOut ? (
          <>
            <Button block disabled>
              {homeCopy.buyNow}
            </Button>
            <Button variant="secondary" block disabled>
              {addToCartLabel}
            </Button>
          </>
        ) : (
          <>
            {/* A link, not a button: it navigates (and can open in a new tab). */}
            <Link className={buttonClassName({ block: true })} to={purchasePath(part._id)}>
              {homeCopy.buyNow}
            </Link>
            <AddToCartButton part={part} describedBy={titleId} />
          </>
        )}
      </div>
    </article>
  );
}
