import {
  CURRENCIES,
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
 *
 * Codes only, no signs: the select is as wide as its widest option, so every option is laid out with the page,
 * and ₼, ₽ and ₺ are in no font a first visit has yet (Nunito's latin-ext file loads later, if at all); looking
 * for them among the system's fonts held up the first paint of every page. The prices themselves carry the sign.
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
        {currency}
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
            {code}
          </option>
        ))}
      </select>
      <svg aria-hidden="true" focusable="false" width="10" height="10" viewBox="0 0 10 10">
        <path d="M1.5 3.5 5 7l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
    </label>
  );
}
