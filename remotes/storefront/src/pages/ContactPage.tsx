import { ErrorNotice, isApiError, Link, Page, TextAreaField, TextField, useShop } from '@shop/shared';
import { CONTACT_MESSAGE_MAX, CONTACT_SUBJECT_MAX, EMAIL_MAX, PERSON_NAME_MAX } from '@shop/shared/validation/limits';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type ContactMessage, useSendContactMessageMutation } from '../api';
import { Message, useT } from '../intl';
import './contact.css';

const FIELDS = ['full_name', 'email', 'subject', 'message'] as const;
type Field = (typeof FIELDS)[number];
type FieldErrors = Partial<Record<Field, string>>;

const EMPTY: ContactMessage = { full_name: '', email: '', subject: '', message: '' };

function isField(value: unknown): value is Field {
  return typeof value === 'string' && (FIELDS as readonly string[]).includes(value);
}

/** The server's 400 details (`[{ path, message, message_id? }]`) as per-field errors, where they name a field. */
function serverFieldErrors(body: unknown): FieldErrors {
  const details = (body as { details?: unknown } | undefined)?.details;
  if (!Array.isArray(details)) return {};
  const errors: FieldErrors = {};
  for (const detail of details as { path?: unknown; message?: unknown; message_id?: unknown }[]) {
    const field = Array.isArray(detail?.path) ? detail.path[0] : undefined;
    const text = typeof detail?.message_id === 'string' ? detail.message_id : detail?.message;
    if (isField(field) && typeof text === 'string' && !errors[field]) errors[field] = text;
  }
  return errors;
}

export function ContactPage() {
  const t = useT();
  const { localize } = useShop();
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sent, setSent] = useState<ContactMessage>();
  const [send, { error, isLoading, reset }] = useSendContactMessageMutation();
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);

  const focusFirstInvalid = (fieldErrors: FieldErrors) => {
    const first = FIELDS.find((field) => fieldErrors[field]);
    if (first) form.current?.querySelector<HTMLElement>(`#contact-${first}`)?.focus();
  };

  const update = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The rules (zod) load on the first submit, so the page's first load does not carry them.
    const { contactMessageSchema } = await import('@shop/shared/validation');
    const checked = contactMessageSchema.safeParse(values);
    if (!checked.success) {
      const fieldErrors: FieldErrors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if (isField(field) && !fieldErrors[field]) fieldErrors[field] = issue.message;
      }
      setErrors(fieldErrors);
      focusFirstInvalid(fieldErrors);
      return;
    }
    setErrors({});
    const result = await send(checked.data);
    if ('data' in result) {
      setSent(checked.data);
      return;
    }
    const fieldErrors = serverFieldErrors(isApiError(result.error) ? result.error.body : undefined);
    if (Object.keys(fieldErrors).length > 0) {
      setErrors(fieldErrors);
      focusFirstInvalid(fieldErrors);
    }
  };

  const sendAnother = () => {
    // The sender stays the same; only the message is new.
    setValues({ ...EMPTY, full_name: sent?.full_name ?? '', email: sent?.email ?? '' });
    setSent(undefined);
    reset();
  };

  const failure = error && !Object.values(errors).some(Boolean) ? error : undefined;
  const rateLimited = isApiError(failure) && failure.status === 429;

  return (
    <Page
      title={t('storefront.contact.title')}
      description={t('storefront.contact.description')}
      className="sf-contact"
    >
      <p className="sf-lead">
        <Message id="storefront.contact.description" />
      </p>
      <div className="sf-contact__layout">
        {sent ? (
          <section className="sf-contact__sent" aria-labelledby="sf-contact-sent">
            <h2 id="sf-contact-sent" tabIndex={-1} ref={sentHeading}>
              <Message id="storefront.contact.sent" />
            </h2>
            <p>
              <Message id="storefront.contact.sentText" values={{ email: sent.email }} />
            </p>
            <dl className="sf-contact__copy">
              <dt>
                <Message id="storefront.contact.fullName" />
              </dt>
              <dd>{sent.full_name}</dd>
              <dt>
                <Message id="storefront.contact.email" />
              </dt>
              <dd>{sent.email}</dd>
              <dt>
                <Message id="storefront.contact.subject" />
              </dt>
              <dd>{sent.subject}</dd>
              <dt>
                <Message id="storefront.contact.message" />
              </dt>
              <dd className="sf-contact__message">{sent.message}</dd>
            </dl>
            <button type="button" className="shop-button" onClick={sendAnother}>
              <Message id="storefront.contact.sendAnother" />
            </button>
          </section>
        ) : (
          <form ref={form} className="sf-contact__form" onSubmit={onSubmit} noValidate>
            <div className="sf-contact__row">
              <TextField
                id="contact-full_name"
                name="full_name"
                autoComplete="name"
                maxLength={PERSON_NAME_MAX}
                label={t('storefront.contact.fullName')}
                value={values.full_name}
                onChange={update('full_name')}
                error={errors.full_name}
              />
              <TextField
                id="contact-email"
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                maxLength={EMAIL_MAX}
                label={t('storefront.contact.email')}
                value={values.email}
                onChange={update('email')}
                error={errors.email}
              />
            </div>
            <TextField
              id="contact-subject"
              name="subject"
              maxLength={CONTACT_SUBJECT_MAX}
              label={t('storefront.contact.subject')}
              value={values.subject}
              onChange={update('subject')}
              error={errors.subject}
            />
            <TextAreaField
              id="contact-message"
              name="message"
              rows={7}
              maxLength={CONTACT_MESSAGE_MAX}
              label={t('storefront.contact.message')}
              value={values.message}
              onChange={update('message')}
              error={errors.message}
              describedBy="contact-message-counter"
              after={
                <p id="contact-message-counter" className="sf-contact__counter">
                  <Message
                    id="storefront.contact.counter"
                    values={{ count: values.message.length, max: CONTACT_MESSAGE_MAX }}
                  />
                </p>
              }
            />
            {failure &&
              (rateLimited ? (
                <div className="shop-error" role="alert">
                  <p>
                    <Message id="storefront.contact.rateLimited" />
                  </p>
                </div>
              ) : (
                <ErrorNotice error={failure} />
              ))}
            <button type="submit" className="shop-button sf-button-large" disabled={isLoading}>
              <Message id={isLoading ? 'storefront.contact.submitting' : 'storefront.contact.submit'} />
            </button>
          </form>
        )}
        <aside className="sf-contact__help" aria-labelledby="sf-contact-help">
          <h2 id="sf-contact-help">
            <Message id="storefront.contact.helpTitle" />
          </h2>
          <p>
            <Message id="storefront.contact.helpFaqs" />
          </p>
          <p>
            <Link to={localize('/faqs')}>
              <Message id="storefront.contact.helpFaqsLink" />
            </Link>
          </p>
          <p>
            <Message id="storefront.contact.helpTrack" />
          </p>
          <p>
            <Link to={localize('/track-order')}>
              <Message id="storefront.contact.helpTrackLink" />
            </Link>
          </p>
        </aside>
      </div>
    </Page>
  );
}
