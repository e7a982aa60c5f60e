import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

/**
 * Stripe.js is loaded only when a payment needs it (the `pure` entry injects nothing at import
 * time), and once per publishable key: <Elements> must keep the same promise across renders.
 */
const loaded = new Map<string, Promise<Stripe | null>>();

export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    loaded.set(publishableKey, stripe);
    // A failed load (offline, blocked script) may be retried on the next visit.
    stripe.catch(() => loaded.delete(publishableKey));
  }
  return stripe;
}
