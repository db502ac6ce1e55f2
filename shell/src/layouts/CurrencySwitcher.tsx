import {
  CURRENCIES,
  CURRENCY_SYMBOLS,
  type Currency,
  canChooseCurrency,
  chooseCurrency,
  isCurrency,
  useCurrency,
  useShop,
} from '@shop/shared';
import { useIntl } from 'react-intl';
import './currency-switcher.css';

/**
 * The currency prices are shown in (USD, AZN, RUB, TRY), for the header. A native select, labelled 'Prices shown
 * in': compact, reachable and operable from the keyboard, and on phones it opens the system's own picker. A choice
 * is remembered for 365 days in the shop_currency cookie, which the server reads too (the pages it renders, their
 * cache, the order's currency), and every price on the page follows at once. Region russia prices in RUB only, so
 * there it only says so.
 */
export function CurrencySwitcher() {
  const intl = useIntl();
  const { config } = useShop();
  const currency = useCurrency();
  const label = intl.formatMessage({ id: 'shell.currency.label' });
  if (!canChooseCurrency(config.region)) {
    return (
      <span className="currency" title={label}>
        <span className="visually-hidden">{label}: </span>
        {CURRENCY_SYMBOLS[currency]} {currency}
      </span>
    );
  }
  return (
    <label className="currency-switcher" title={label}>
      <span className="visually-hidden">{label}</span>
      <select
        className="currency-switcher__select"
        value={currency}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          if (isCurrency(chosen)) chooseCurrency(chosen);
        }}
      >
        {CURRENCIES.map((code: Currency) => (
          <option key={code} value={code}>
            {CURRENCY_SYMBOLS[code]} {code}
          </option>
        ))}
      </select>
      <svg aria-hidden="true" focusable="false" width="10" height="10" viewBox="0 0 10 10">
        <path d="M1.5 3.5 5 7l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
    </label>
  );
}
