import { isStockOut, uiMessages, type Part } from '@phoneparts/contracts';
import { formatMoney } from '@phoneparts/shared-ui';

/** What `quantity` units save at `unitPrice` against `basePrice`, in whole cents. */
export function orderSaving(basePrice: number, unitPrice: number, quantity: number): number {
  return ((Math.round(basePrice * 100) - Math.round(unitPrice * 100)) * quantity) / 100;
}

export interface PartDetailsProps {
  part: Part;
  /** The picture's address (`api.assetUrl(part.picture)`). */
  pictureUrl: string;
}

/** The part page (docs/product.md#24-part-page): what the customer is about to order. */
export function PartDetails({ part, pictureUrl }: PartDetailsProps) {
  const stockOut = isStockOut(part);
  return (
    <article className="ui-part" aria-labelledby="storefront-part-name">
      <img className="ui-part__picture" src={pictureUrl} alt={part.name} width={400} height={300} />
      <div className="ui-part__text">
        <h1 id="storefront-part-name" className="ui-part__name">
          {part.name}
        </h1>
        <p className="ui-part__id">
          Part ID: <code>{part._id}</code>
        </p>
        {/* The part number a repair shop orders by (absent from an API older than it). */}
        {part.sku && (
          <p className="ui-part__id">
            SKU: <code data-testid="part-sku">{part.sku}</code>
          </p>
        )}
        {part.grade && (
          <p className="ui-part__id" data-testid="part-grade">
            Quality grade: {part.grade}
          </p>
        )}
        {/* Absent from an API older than warranties. */}
        {part.warrantyDays !== undefined && (
          <p className="ui-part__id" data-testid="part-warranty">
            Warranty: {part.warrantyDays === 0 ? 'none' : `${part.warrantyDays} days`}
          </p>
        )}
        <p className="ui-part__description">{part.description}</p>
        <dl className="ui-part__facts">
          <div>
            <dt>Price per unit</dt>
            <dd>{formatMoney(part.price)}</dd>
          </div>
          {/* Quantity-break prices, one row per band (none from an API older than them). */}
          {(part.priceBands ?? []).map((band) => (
            <div key={band.minQuantity} data-testid="price-band">
              <dt>From {band.minQuantity} units</dt>
              <dd>
                {formatMoney(band.price)}{' '}
                <small>(save {formatMoney(orderSaving(part.price, band.price, 1))} each)</small>
              </dd>
            </div>
          ))}
          <div>
            <dt>Minimum order quantity</dt>
            <dd>{part.minQuantity}</dd>
          </div>
          <div>
            <dt>Available quantity</dt>
            <dd data-testid="available-quantity" className={stockOut ? 'ui-part__stock-out' : undefined}>
              {stockOut ? uiMessages.stockOutDetail : part.availableQuantity}
            </dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
