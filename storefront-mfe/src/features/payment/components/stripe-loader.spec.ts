import { loadStripe } from '@stripe/stripe-js/pure';
import { stripeFor } from './stripe-loader';

jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));

describe('stripeFor', () => {
  beforeEach(() => jest.mocked(loadStripe).mockReset());

  it('loads Stripe.js once per publishable key', async () => {
    jest.mocked(loadStripe).mockResolvedValue({} as never);
    const first = stripeFor('pk_once');
    expect(stripeFor('pk_once')).toBe(first);
    await first;
    expect(loadStripe).toHaveBeenCalledTimes(1);
    expect(loadStripe).toHaveBeenCalledWith('pk_once');
  });

  it('tries again after a failed load', async () => {
    jest
      .mocked(loadStripe)
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({} as never);
    await expect(stripeFor('pk_retry')).rejects.toThrow('offline');
    await stripeFor('pk_retry');
    expect(loadStripe).toHaveBeenCalledTimes(2);
  });
});
