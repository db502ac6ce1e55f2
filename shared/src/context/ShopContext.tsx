import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { RuntimeConfig } from '../config/runtime-config';
import { DEFAULT_LOCALE, type Locale } from '../i18n/catalogue';
import { localizedPath } from '../i18n/current-locale';

export interface ShopContextValue {
  locale: Locale;
  config: RuntimeConfig;
  /** Default share image of the shop (absolute URL), used when a page names none. */
  shareImage: string;
  /** Turns '/story/x' into the current language's path. */
  localize: (path: string) => string;
}

const ShopContext = createContext<ShopContextValue | null>(null);

/** Provided by the shell (or a remote's standalone dev page); @shop/shared is a run-time singleton. */
export function ShopProvider({
  locale,
  config,
  shareImage,
  children,
}: Omit<ShopContextValue, 'localize'> & { children: ReactNode }) {
  const value = useMemo(
    () => ({ locale, config, shareImage, localize: (path: string) => localizedPath(locale, path) }),
    [locale, config, shareImage],
  );
  return <ShopContext.Provider value={value}>{children}</ShopContext.Provider>;
}

export function useShop(): ShopContextValue {
  const value = useContext(ShopContext);
  if (!value) throw new Error('useShop() needs a <ShopProvider> above it');
  return value;
}

export function useLocale(): Locale {
  return useContext(ShopContext)?.locale ?? DEFAULT_LOCALE;
}
