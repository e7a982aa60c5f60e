import { createContext, useContext, type ReactNode } from 'react';
import { type AuthIdentity, type AuthResponse, defaultShopCurrency } from '@phoneparts/contracts';
import type { ApiClient } from '../api/api-client';
import { setShopCurrency } from '../format/format-money';

/** The runtime config the shell serves at /config.json, with each remote resolved to its mf-manifest.json URL. */
export interface ShopConfig {
  apiUrl: string;
  remotes: { storefront: string; dashboard: string };
  /** The version config.json chose for a remote, when it chose one (release and rollback are edits of it). */
  remoteVersions?: Partial<Record<'storefront' | 'dashboard', string>>;
  /** The share of visits (0 to 1) whose Core Web Vitals the shell reports; absent: the shell's default. */
  webVitalsSampleRate?: number;
  /** The shop's one currency (ISO 4217, with cents) every price is in; absent: USD. */
  currency?: string;
  /**
   * The shop's home country (ISO 3166-1 alpha-2), the API's SHOP_COUNTRY: the forms read a phone number
   * without a country code in it; absent: US (`shopCountryOf`).
   */
  country?: string;
}

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export interface AuthContextValue {
  user: AuthIdentity | null;
  token: string | null;
  status: AuthStatus;
  signOut(): void;
  /** Re-reads GET /auth/me (e.g. after a profile or verification change). */
  refresh(): Promise<void>;
  /**
   * Replaces the session with a fresh one the API issued (after a password change, which ends every
   * older token). Optional for hosts built before it: without it, a remote signs the person out instead.
   */
  startSession?(session: AuthResponse): void;
}

export interface ShopContextValue {
  config: ShopConfig;
  api: ApiClient;
  auth: AuthContextValue;
}

const ShopContext = createContext<ShopContextValue | null>(null);
ShopContext.displayName = 'ShopContext';

/**
 * Provided once by the shell (or a remote's standalone dev host). shared-ui is a federation
 * singleton, so remotes read this very context object and never keep auth of their own.
 */
export function ShopProvider({ value, children }: { value: ShopContextValue; children: ReactNode }) {
  // Before anything below renders a price: every price is in the configured currency (idempotent).
  setShopCurrency(value.config.currency ?? defaultShopCurrency);
  return <ShopContext.Provider value={value}>{children}</ShopContext.Provider>;
}

export function useShop(): ShopContextValue {
  const value = useContext(ShopContext);
  if (!value) throw new Error('useShop() needs a <ShopProvider> above it (the shell or a dev host provides it)');
  return value;
}

export const useApi = (): ApiClient => useShop().api;
export const useAuth = (): AuthContextValue => useShop().auth;
