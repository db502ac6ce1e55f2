/**
 * @shop/shared — the one copy every app uses at run time (a Module Federation singleton).
 * Apps import from this entry only; the one exception is `@shop/shared/validation` (pure zod schemas,
 * stateless), which forms bundle on their own so pages without forms do not load zod.
 */
export * from './ambassadors';
export { type ApiExtraOptions, api, shopBaseQuery, TAG_TYPES } from './api/base-api';
export {
  type CurrencyRatesResponse,
  commonApi,
  FALLBACK_RATES_RESPONSE,
  type PriceConfig,
  type PriceConfigsResponse,
  useGetCountryCodeQuery,
  useGetCurrencyRatesQuery,
  useGetPriceConfigsQuery,
  useGetPricesQuery,
  useSignOutMutation,
} from './api/common-endpoints';
export { type ApiError, isApiError, MISSING_TOKEN_MESSAGE, messageFromBody } from './api/errors';
export { type CachedGetOptions, cachedGet, type GetBaseQuery, readCache, writeCache } from './api/local-cache';
export { type AuthState, authSlice, selectIsSignedIn, selectToken, signedOut, tokenReceived } from './auth/auth-slice';
export { AUTH_TOKEN_KEY, readStoredToken, removeStoredToken, storeToken } from './auth/token-storage';
export {
  apiUrl,
  getRuntimeConfig,
  loadRuntimeConfig,
  type RequestScope,
  type RuntimeConfig,
  requestScope,
  setRequestScope,
  setRuntimeConfig,
} from './config/runtime-config';
export { type ShopContextValue, ShopProvider, useLocale, useShop } from './context/ShopContext';
export { bookShareImagePath, SHARE_IMAGE_SIZE, shopShareImagePath } from './head/share-images';
export {
  documentTitle,
  type HeadCollector,
  HeadCollectorProvider,
  type HeadEntry,
  type HeadTags,
  headEntries,
  useHead,
} from './head/useHead';
export {
  CATALOGUED_LOCALES,
  type Catalogue,
  type CataloguedLocale,
  DEFAULT_INTL_LOCALE,
  DEFAULT_LOCALE,
  defineCatalogue,
  isLocale,
  type Locale,
  messagesFor,
  OFFERED_LOCALES,
} from './i18n/catalogue';
export { loadCommonMessages } from './i18n/common-intl';
export type { CommonMessageId } from './i18n/common-messages';
export {
  getCurrentLocale,
  LOCALE_COOKIE,
  localeRedirectTarget,
  localizedPath,
  readLocaleCookie,
  setCurrentLocale,
  writeLocaleCookie,
} from './i18n/current-locale';
export { type DateFormats, useDates } from './i18n/dates';
export { DATE_STYLES, type DateStyle, formatDate, formatList, formatPercent } from './i18n/formats';
export { IntlScope, type LazyCatalogue } from './i18n/IntlScope';
export { ILLUSTRATION_STYLE_MESSAGE, LANGUAGE_MESSAGE, ORDER_STATUS_MESSAGE, VERSION_MESSAGE } from './i18n/labels';
export type { LanguageLoaders } from './i18n/language-messages';
export { defineIntl, type MessageProps, type Translate, typedMessages } from './i18n/package-intl';
export { useErrorText } from './i18n/useErrorText';
export * from './money';
export { adoptCurrency, chooseCurrency, useCurrency } from './money/useCurrency';
export * from './orders';
export * from './region';
export type { RemoteAppProps } from './remote-contract';
export * from './router';
export { renderStandalone } from './standalone';
export { type AppDispatch, type AppStore, createStore, type RootState, rootReducer } from './store/create-store';
export { useAppDispatch, useAppSelector } from './store/hooks';
export { StoreProvider } from './store/StoreProvider';
export { antdTheme, tokens } from './theme';
export { bundledUrl } from './ui/bundled-url';
export { DateText } from './ui/DateText';
export { EARLY_SUBMITS_KEY, type EarlySubmits, formHydrated } from './ui/early-submits';
export { FIRST_SCREEN_ID } from './ui/first-screen';
export { Icon, type IconName } from './ui/Icon';
export { Page } from './ui/Page';
export { ErrorNotice, Loading } from './ui/StatusViews';
export { TextAreaField, type TextAreaFieldProps, TextField, type TextFieldProps } from './ui/TextField';
export { useTypedBeforeHydration } from './ui/typed-before-hydration';
// Showing the validation schemas' errors (and the server's) on antd forms; browser-side only, so not in ./validation.
export {
  type FieldErrors,
  type FormInstance,
  serverFieldErrors,
  showFieldErrors,
  withoutEmpty,
  zodFieldErrors,
} from './validation/forms';
