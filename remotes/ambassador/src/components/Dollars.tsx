import { Message } from '../intl';
import { useDollars, useInChosenCurrency } from '../money';

/**
 * A USD amount with, when the ambassador chose another currency in the shop's switcher, the same amount in it
 * underneath ('$3.00' over '≈ 105,30 ₽'): rewards are earned and paid in USD, the other is a guide.
 */
export function Dollars({ cents }: { cents: number }) {
  const dollars = useDollars();
  const chosen = useInChosenCurrency()(cents);
  return (
    <span className="ap-dollars">
      {dollars(cents)}
      {chosen && (
        <span className="ap-approx">
          <Message id="ambassador.money.approx" values={{ amount: chosen }} />
        </span>
      )}
    </span>
  );
}
