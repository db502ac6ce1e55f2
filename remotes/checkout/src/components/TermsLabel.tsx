import { useShop } from '@shop/shared';
import { Message } from '../intl';

/** 'I agree to the terms and conditions', the terms opening in a new tab so the wizard stays as it is. */
export function TermsLabel() {
  const { localize } = useShop();
  return (
    <Message
      id="checkout.consent.terms"
      values={{
        link: (text) => (
          <a href={localize('/page/terms')} target="_blank" rel="noreferrer">
            {text}
            <span className="visually-hidden">
              {' '}
              <Message id="checkout.newTab" />
            </span>
          </a>
        ),
      }}
    />
  );
}
