import type { BankDetail } from '../api';
import type { useT } from '../intl';
import { METHOD_NAME } from './labels';

/** 'Bank transfer · DE•• •••• 3000': how a saved method is named in lists and pickers. */
export function bankDetailLabel(detail: BankDetail, t: ReturnType<typeof useT>): string {
  const method = t(METHOD_NAME[detail.payment_method]);
  const number = detail.iban ?? detail.account_number;
  return number ? `${method} · ${number}` : method;
}
