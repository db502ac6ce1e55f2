import type { IntlShape } from 'react-intl';
import type { BankDetail } from '../api';

/** 'Bank transfer · DE•• •••• 3000': how a saved method is named in lists and pickers. */
export function bankDetailLabel(detail: BankDetail, intl: IntlShape): string {
  const method = intl.formatMessage({ id: `ambassador.method.${detail.payment_method}` });
  const number = detail.iban ?? detail.account_number;
  return number ? `${method} · ${number}` : method;
}
