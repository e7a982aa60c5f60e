/** Confirms the card with the provider; resolves with the payment intent id, throws with its message. */
export type ConfirmCard = () => Promise<string>;

/** What both card forms (sandbox and Stripe Elements) get from the payment panel. */
export interface CardFormProps {
  clientSecret: string;
  /** Billing email sent with the card confirmation. */
  email: string;
  /** True from the click on Pay until the provider and the API have answered. */
  paying: boolean;
  /** The provider's (or the API's) message of the last failed attempt; shown red above the card field. */
  error: string | null;
  onPay(confirm: ConfirmCard): void;
}
