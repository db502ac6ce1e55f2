import {
  ErrorNotice,
  ILLUSTRATION_STYLE_MESSAGE,
  isApiError,
  LANGUAGE_MESSAGE,
  type OrderJson,
  VERSION_MESSAGE,
} from '@shop/shared';
import { isPhysicalVersion } from '@shop/shared/validation/limits';
import { type ReactNode, useState } from 'react';
import { useConfirmAndPayMutation, useGetOrderCharactersQuery, usePayAgainMutation } from '../api';
import { CouponField } from '../components/CouponField';
import { useCountryName } from '../components/countries';
import { Address, type Fact, Facts } from '../components/Facts';
import { PriceSummary, useMoney } from '../components/PriceSummary';
import { noWrap } from '../components/rich-text';
import { StepFrame } from '../components/StepFrame';
import { Message, useT } from '../intl';
import type { CheckoutMessageId } from '../messages';
import type { StepId } from '../wizard/draft';
import { GENDER_NAME, STEP_NAME } from '../wizard/labels';
import { redirectToPayment } from '../wizard/redirect';
import type { OrderStepProps } from './types';
import './confirm-step.css';

function Section({
  title,
  step,
  onEdit,
  children,
}: {
  title: CheckoutMessageId;
  step: StepId;
  onEdit: (step: StepId) => void;
  children: ReactNode;
}) {
  const headingId = `co-summary-${step}`;
  return (
    <section className="co-summary__section" aria-labelledby={headingId}>
      <div className="co-summary__head">
        <h3 id={headingId}>
          <Message id={title} />
        </h3>
        <button type="button" className="co-link-button" onClick={() => onEdit(step)} aria-describedby={headingId}>
          <Message id="checkout.confirm.edit" />
        </button>
      </div>
      {children}
    </section>
  );
}

/** Where each part of an order is entered, by the first segment of a 422 detail's path (API spelling). */
const STEP_OF: Record<string, StepId> = {
  child: 'child',
  photo: 'photo',
  story_type: 'story',
  book_slug: 'story',
  characters: 'characters',
  version: 'version',
  contact: 'contact',
};

/** Labels of the contact fields by their API name, for "E-mail: This field is required". */
const CONTACT_LABEL: Record<string, CheckoutMessageId> = {
  full_name: 'checkout.contact.fullName',
  email: 'checkout.contact.email',
  phone: 'checkout.contact.phone',
  shipping_address: 'checkout.contact.address',
  delivery_country: 'checkout.contact.deliveryCountry',
  postal_code: 'checkout.contact.postalCode',
  notes: 'checkout.confirm.notes',
  terms: 'checkout.confirm.terms',
};

interface MissingDetail {
  path?: unknown;
  message?: unknown;
  message_id?: unknown;
}

/**
 * What `confirm_and_pay` answered 422 'order_incomplete' with: each detail names a path and a message
 * id; each line says what is missing and leads to the step where it is entered.
 */
function MissingDetails({ body, onEdit }: { body: unknown; onEdit: (step: StepId) => void }) {
  const t = useT();
  const details = (body as { details?: unknown } | undefined)?.details;
  if (!Array.isArray(details) || details.length === 0) return null;
  const lines = (details as MissingDetail[]).map((detail, index) => {
    const path = Array.isArray(detail?.path) ? detail.path.map(String) : [];
    // The terms are accepted with the child's details, though the API keeps them with the contact.
    const step = path[0] === 'contact' && path[1] === 'terms' ? 'child' : STEP_OF[path[0] ?? ''];
    const message =
      t.ifKnown(detail?.message_id) ??
      (typeof detail?.message === 'string' ? detail.message : t('common.validation.required'));
    const labelId = path[0] === 'contact' ? CONTACT_LABEL[path[1] ?? ''] : step ? STEP_NAME[step] : undefined;
    return {
      key: `${path.join('.')}-${index}`,
      step,
      label: labelId ? t(labelId) : undefined,
      message,
    };
  });
  return (
    <ul className="co-missing">
      {lines.map((line) => (
        <li key={line.key}>
          {line.label ? `${line.label}: ${line.message}` : line.message}
          {line.step && (
            <>
              {' '}
              <button type="button" className="co-link-button" onClick={() => onEdit(line.step as StepId)}>
                <Message id="checkout.confirm.fix" />
              </button>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Step 7: everything at a glance with Edit links, then Pay → the payment page. */
export function ConfirmStep({ goTo, focusHeading, order, access }: OrderStepProps) {
  const t = useT();
  const countryName = useCountryName();
  const money = useMoney();
  const [confirm, confirming] = useConfirmAndPayMutation();
  const [payAgain, payingAgain] = usePayAgainMutation();
  const { data: characters } = useGetOrderCharactersQuery(access);
  const character = characters?.characters.find((item) => item.style === order.child.illustration_style);
  const physical = isPhysicalVersion(order.version);
  // Once the payment page is on its way, Pay stays disabled: a second click would open a second payment.
  const [leaving, setLeaving] = useState(false);
  const busy = confirming.isLoading || payingAgain.isLoading || leaving;
  const failure = confirming.error ?? payingAgain.error;

  const onPay = async () => {
    // A payment already opened for this order is reopened rather than confirmed twice.
    const reopen = order.status === 'waiting_for_payment' || order.status === 'payment_failed';
    const result = reopen ? await payAgain(access) : await confirm(access);
    if ('data' in result && result.data) {
      setLeaving(true);
      redirectToPayment(result.data.payment_url);
    }
  };

  const child = order.child;
  const age = <Message id="checkout.confirm.ageValue" values={{ age: child.age }} />;
  return (
    <StepFrame
      step="confirm"
      lead={<Message id="checkout.confirm.lead" />}
      onBack={() => goTo('contact')}
      onNext={onPay}
      busy={busy}
      nextLabel={
        <Message id="checkout.confirm.pay" values={{ total: money(order.price.total, order.price.currency) }} />
      }
      focusHeading={focusHeading}
    >
      <div className="co-summary">
        <Section title="checkout.confirm.child" step="child" onEdit={goTo}>
          <div className="co-summary__child">
            {character && (
              <img
                className="co-summary__character"
                src={character.url}
                width={character.width}
                height={character.height}
                alt={t('checkout.characters.alt', {
                  name: child.name,
                  style: t(ILLUSTRATION_STYLE_MESSAGE[character.style]),
                })}
              />
            )}
            <Facts
              items={[
                ['checkout.child.name', child.name],
                ['checkout.child.gender', <Message key="g" id={GENDER_NAME[child.gender]} />],
                ['checkout.child.age', age],
                ['checkout.child.storyLanguage', <Message key="l" id={LANGUAGE_MESSAGE[child.story_language]} />],
                ['checkout.child.style', <Message key="s" id={ILLUSTRATION_STYLE_MESSAGE[child.illustration_style]} />],
              ]}
            />
          </div>
        </Section>
        <Section title="checkout.confirm.story" step="story" onEdit={goTo}>
          <StorySummary order={order} />
        </Section>
        <Section title="checkout.confirm.version" step="version" onEdit={goTo}>
          <p className="co-summary__version">
            <Message id={VERSION_MESSAGE[order.version ?? 'pdf']} />
            {' · '}
            <Message
              id={physical ? 'checkout.version.printDelivery' : 'checkout.version.pdfDelivery'}
              values={noWrap}
            />
          </p>
          <PriceSummary price={order.price} physical={physical} />
          <CouponField order={order} access={access} />
        </Section>
        <Section title="checkout.confirm.contact" step="contact" onEdit={goTo}>
          <Facts
            items={[
              ['checkout.contact.fullName', order.contact.full_name],
              ['checkout.contact.email', order.contact.email],
              ['checkout.contact.phone', order.contact.phone],
              ...(physical
                ? ([
                    ['checkout.contact.address', <Address key="a" text={order.contact.shipping_address} />],
                    ['checkout.contact.postalCode', order.contact.postal_code],
                    ['checkout.contact.deliveryCountry', countryName(order.contact.delivery_country)],
                  ] as Fact[])
                : []),
              ...(order.contact.notes ? ([['checkout.confirm.notes', order.contact.notes]] as Fact[]) : []),
            ]}
          />
        </Section>
      </div>
      {failure && (
        <div className="co-pay-error">
          <ErrorNotice error={failure} />
          {isApiError(failure) && failure.status === 422 && <MissingDetails body={failure.body} onEdit={goTo} />}
        </div>
      )}
      <p className="co-hint co-pay-note">
        <Message id="checkout.confirm.payNote" />
      </p>
    </StepFrame>
  );
}

function StorySummary({ order }: { order: OrderJson }) {
  if (order.story_type === 'ready' && order.book) {
    return (
      <div className="co-summary__book">
        <img src={order.book.cover_url} alt="" width={64} height={85} />
        <Facts
          items={[
            ['checkout.story.typeLegend', <Message key="t" id="checkout.story.ready" />],
            ['checkout.confirm.book', order.book.name],
          ]}
        />
      </div>
    );
  }
  return (
    <Facts
      items={[
        ['checkout.story.typeLegend', <Message key="t" id="checkout.story.custom" />],
        ...(order.child.favourite_hero ? ([['checkout.story.hero', order.child.favourite_hero]] as Fact[]) : []),
      ]}
    />
  );
}
