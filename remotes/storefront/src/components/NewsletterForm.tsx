import { ErrorNotice, TextField } from '@shop/shared';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSubscribeMutation } from '../api';
import { Message, useT } from '../intl';
import './newsletter.css';

/** E-mail subscription: checked with the shared rule, then the server's answer (success or its message). */
export function NewsletterForm() {
  const t = useT();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [subscribe, { data, error, isLoading, reset }] = useSubscribeMutation();
  const [subscribedAs, setSubscribedAs] = useState<string>();
  const successRef = useRef<HTMLParagraphElement>(null);

  // The form gives way to the thank-you note; focus follows, so it is not lost with the button.
  useEffect(() => {
    if (subscribedAs) successRef.current?.focus();
  }, [subscribedAs]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The rules (zod) load on the first submit, so the home page does not carry them up front.
    const { subscriberSchema } = await import('@shop/shared/validation');
    const checked = subscriberSchema.safeParse({ email });
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message ?? 'common.validation.email');
      document.getElementById('newsletter-email')?.focus();
      return;
    }
    setFieldError(undefined);
    const result = await subscribe(checked.data.email);
    if ('data' in result) setSubscribedAs(checked.data.email);
  };

  return (
    <section className="sf-newsletter" aria-labelledby="sf-newsletter-title">
      <div className="sf-newsletter__copy">
        <h2 id="sf-newsletter-title">
          <Message id="storefront.newsletter.title" />
        </h2>
        <p>
          <Message id="storefront.newsletter.text" />
        </p>
      </div>
      {data && subscribedAs ? (
        <p className="sf-newsletter__success" role="status" tabIndex={-1} ref={successRef}>
          <Message id="storefront.newsletter.success" values={{ email: subscribedAs }} />
        </p>
      ) : (
        <form className="sf-newsletter__form" onSubmit={onSubmit} noValidate>
          <TextField
            id="newsletter-email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            label={t('storefront.newsletter.email')}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (error) reset();
            }}
            error={fieldError}
          />
          <button type="submit" className="shop-button" disabled={isLoading}>
            <Message id={isLoading ? 'storefront.newsletter.submitting' : 'storefront.newsletter.submit'} />
          </button>
          {error && (
            <div className="sf-newsletter__error">
              <ErrorNotice error={error} />
            </div>
          )}
        </form>
      )}
    </section>
  );
}
