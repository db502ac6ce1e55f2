import { ErrorNotice, useErrorText, VERSION_MESSAGE } from '@shop/shared';
import { BOOK_VERSIONS, type BookVersion, isPhysicalVersion } from '@shop/shared/validation/limits';
import { useState } from 'react';
import { useGetReadyBooksQuery, useUpdateCheckoutOrderMutation } from '../api';
import { useCountryName } from '../components/countries';
import { focusField } from '../components/Fields';
import { PriceSummary } from '../components/PriceSummary';
import { noWrap } from '../components/rich-text';
import { StepFrame } from '../components/StepFrame';
import { Message } from '../intl';
import type { OrderStepProps } from './types';
import './version-step.css';

/** The versions a ready-made book is printed in (a custom story comes in all three). */
function useAvailableVersions(bookSlug: string | undefined): readonly BookVersion[] {
  const { data } = useGetReadyBooksQuery(undefined, { skip: !bookSlug });
  const book = data?.books.find((candidate) => candidate.slug === bookSlug);
  return book?.formats ?? BOOK_VERSIONS;
}

/**
 * Step 5: PDF, softcover or hardcover, each with the server's full price summary, so the parent sees
 * what they will pay before choosing.
 */
export function VersionStep({ draft, update, goTo, focusHeading, order, access }: OrderStepProps) {
  const errorText = useErrorText();
  const countryName = useCountryName();
  const [error, setError] = useState<string>();
  const [save, saving] = useUpdateCheckoutOrderMutation();
  const available = useAvailableVersions(order.story_type === 'ready' ? order.book?.slug : undefined);
  const chosen = draft.version ?? order.version;

  const onNext = async () => {
    if (!chosen || !available.includes(chosen)) {
      setError('checkout.version.choose');
      return focusField(`version-${available[0] ?? 'pdf'}`);
    }
    if (chosen !== order.version) {
      const result = await save({ ...access, order: { version: chosen } });
      if ('error' in result) return;
    }
    goTo('contact');
  };

  const message = errorText(error);
  return (
    <StepFrame
      step="version"
      lead={<Message id="checkout.version.lead" />}
      onBack={() => goTo('characters')}
      onNext={onNext}
      busy={saving.isLoading}
      focusHeading={focusHeading}
    >
      <fieldset className="co-versions" aria-describedby={message ? 'version-error' : undefined}>
        <legend className="visually-hidden">
          <Message id="checkout.step.version.title" />
        </legend>
        <div className="co-versions__list">
          {BOOK_VERSIONS.map((version) => {
            const id = `version-${version}`;
            const disabled = !available.includes(version);
            return (
              <div key={version} className="co-version" data-disabled={disabled || undefined}>
                <input
                  type="radio"
                  id={id}
                  name="version"
                  value={version}
                  checked={chosen === version}
                  disabled={disabled}
                  onChange={() => {
                    update((current) => ({ ...current, version }));
                    setError(undefined);
                  }}
                  aria-describedby={message ? `${id}-delivery version-error` : `${id}-delivery`}
                />
                <label htmlFor={id}>
                  <span className="co-version__name">
                    <Message id={VERSION_MESSAGE[version]} />
                  </span>
                  <span id={`${id}-delivery`} className="co-version__delivery">
                    <Message
                      id={
                        disabled
                          ? 'checkout.version.unavailable'
                          : isPhysicalVersion(version)
                            ? 'checkout.version.printDelivery'
                            : 'checkout.version.pdfDelivery'
                      }
                      values={noWrap}
                    />
                  </span>
                </label>
                <PriceSummary price={order.version_prices[version]} physical={isPhysicalVersion(version)} />
              </div>
            );
          })}
        </div>
        {message && (
          <p id="version-error" className="field-error">
            {message}
          </p>
        )}
      </fieldset>
      {available.some(isPhysicalVersion) && (
        <p className="co-hint co-versions__shipping">
          <Message
            id="checkout.version.shippingFor"
            values={{ country: countryName(order.contact.delivery_country ?? order.country_code) }}
          />
        </p>
      )}
      {saving.error && <ErrorNotice error={saving.error} />}
    </StepFrame>
  );
}
