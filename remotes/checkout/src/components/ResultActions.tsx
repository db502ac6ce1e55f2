import { Link, useShop } from '@shop/shared';
import type { ReactNode } from 'react';
import { Message } from '../intl';

/** A result page's way on: its own next step (`children`) first, then Back to Home, on every outcome. */
export function ResultActions({ children }: { children: ReactNode }) {
  const { localize } = useShop();
  return (
    <div className="co-actions">
      {children}
      <Link className="shop-button co-button-secondary" to={localize('/')}>
        <Message id="common.action.backToHome" />
      </Link>
    </div>
  );
}
