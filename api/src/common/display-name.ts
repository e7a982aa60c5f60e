import { uiMessages } from '@phoneparts/contracts';

/**
 * The name shown for an account on its orders and reviews; 'New User' when it has none
 * (docs/product.md#28-dashboard).
 */
export const displayNameOf = (account: { displayName: string }) => account.displayName.trim() || uiMessages.newUser;
