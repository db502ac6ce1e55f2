import { useShop } from '@shop/shared';
import { FormattedMessage } from 'react-intl';

/** 'I agree to the terms and conditions', the terms opening in a new tab so the wizard stays as it is. */
export function TermsLabel() {
  const { localize } = useShop();
  return (
    <FormattedMessage
      id="checkout.consent.terms"
      values={{
        link: (text) => (
          <a href={localize('/page/terms')} target="_blank" rel="noreferrer">
            {text}
            <span className="visually-hidden">
              {' '}
              <FormattedMessage id="checkout.newTab" />
            </span>
          </a>
        ),
      }}
    />
  );
}
