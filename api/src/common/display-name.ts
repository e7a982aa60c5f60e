import { uiMessages } from '@phoneparts/contracts';

/** The name shown for an account on its orders and reviews; the spec's 'New User' when it has none. */
export const displayNameOf = (account: { displayName: string }) => account.displayName.trim() || uiMessages.newUser;
