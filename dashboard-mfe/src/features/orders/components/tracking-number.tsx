/**
 * Public tracking pages of the carriers buyers meet most, by the name an admin types when shipping
 * (case and spacing do not matter). Another carrier's number is shown as text: we do not guess an
 * address that may not exist.
 */
const trackingPages: readonly [RegExp, (number: string) => string][] = [
  [/^ups$/, (n) => `https://www.ups.com/track?tracknum=${n}`],
  [/^fedex$/, (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`],
  [/^usps$/, (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`],
  [/^dhl/, (n) => `https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=${n}`],
  [/^royalmail/, (n) => `https://www.royalmail.com/track-your-item#/tracking-results/${n}`],
];

/** The carrier's own tracking page for this number, or null when the carrier is not one we know. */
export function trackingUrl(carrier: string, trackingNumber: string): string | null {
  const name = carrier.toLowerCase().replace(/[^a-z]/g, '');
  const page = trackingPages.find(([pattern]) => pattern.test(name));
  return page ? page[1](encodeURIComponent(trackingNumber)) : null;
}

/** A shipped order's tracking number: a link to the carrier's tracking page when we know it. */
export function TrackingNumber({ carrier, trackingNumber }: { carrier: string | null; trackingNumber: string }) {
  const url = carrier ? trackingUrl(carrier, trackingNumber) : null;
  if (!url) return <code>{trackingNumber}</code>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      <code>{trackingNumber}</code>
      <span className="ui-visually-hidden"> (track with {carrier}, opens in a new tab)</span>
    </a>
  );
}
