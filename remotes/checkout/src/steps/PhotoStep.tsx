import { ErrorNotice, isApiError, PHOTO_ERRORS, type PhotoError } from '@shop/shared';
import { photoMetaSchema } from '@shop/shared/validation';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useUploadOrderPhotoMutation } from '../api';
import { useErrorText } from '@shop/shared';
import { type PhotoExample, PhotoExampleArt } from '../components/Illustrations';
import { StepFrame } from '../components/StepFrame';
import type { OrderStepProps } from './types';
import './photo-step.css';

const EXAMPLES: readonly { id: PhotoExample; good: boolean }[] = [
  { id: 'good', good: true },
  { id: 'group', good: false },
  { id: 'hidden', good: false },
  { id: 'animal', good: false },
  { id: 'blurry', good: false },
];

/** The refusal code of a 4xx upload answer (`{ error: 'noFace', … }`), when it is one of PHOTO_ERRORS. */
export function photoErrorCode(error: unknown): PhotoError | undefined {
  if (!isApiError(error)) return undefined;
  const code = (error.body as { error?: unknown } | undefined)?.error;
  return typeof code === 'string' && (PHOTO_ERRORS as readonly string[]).includes(code)
    ? (code as PhotoError)
    : undefined;
}

function PhotoGuidance() {
  const intl = useIntl();
  return (
    <section className="co-guide" aria-labelledby="co-guide-title">
      <h3 id="co-guide-title" className="co-guide__title">
        <FormattedMessage id="checkout.photo.guideTitle" />
      </h3>
      <ul className="co-guide__list">
        {EXAMPLES.map((example) => (
          <li key={example.id}>
            <figure className={`co-guide__item co-guide__item--${example.good ? 'good' : 'bad'}`}>
              <div
                className="co-guide__frame"
                role="img"
                aria-label={intl.formatMessage({ id: `checkout.photo.example.${example.id}Alt` })}
              >
                <PhotoExampleArt example={example.id} />
                <span className="co-guide__badge" aria-hidden="true">
                  {example.good ? '✓' : '✕'}
                </span>
              </div>
              <figcaption>
                <span className="visually-hidden">
                  <FormattedMessage
                    id={example.good ? 'checkout.photo.goodExample' : 'checkout.photo.badExample'}
                  />{' '}
                </span>
                <FormattedMessage id={`checkout.photo.example.${example.id}`} />
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Step 2: the child's photo. JPG or PNG up to 5MB is checked here before anything is sent; the server
 * checks the bytes again and looks for a face. Refusals read as guidance; warnings (several faces, blur,
 * a small face) let the parent keep the photo or choose another.
 */
export function PhotoStep({ goTo, focusHeading, order, access }: OrderStepProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [upload, uploading] = useUploadOrderPhotoMutation();
  const [clientError, setClientError] = useState<string>();
  const [preview, setPreview] = useState<string>();
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  // The local preview is only needed until the server's copy is shown; free it when it changes.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const meta = photoMetaSchema.safeParse({ type: file.type, size: file.size });
    if (!meta.success) {
      setClientError(meta.error.issues[0]?.message);
      return;
    }
    setClientError(undefined);
    setPreview(URL.createObjectURL(file));
    const result = await upload({ ...access, file });
    if ('error' in result) setPreview(undefined);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void choose(event.dataTransfer.files[0]);
  };

  const refused = photoErrorCode(uploading.error);
  const otherFailure = uploading.error && !refused ? uploading.error : undefined;
  // The upload's own answer is newer than the order until the order is fetched again.
  const photo = uploading.data?.photo ?? order.photo;
  const shown = uploading.isLoading ? preview : (photo?.url ?? preview);
  const warnings = !uploading.isLoading && !uploading.error ? (photo?.warnings ?? []) : [];
  const errorId = 'photo-error';
  const problem = clientError
    ? errorText(clientError)
    : refused
      ? intl.formatMessage({ id: `checkout.photo.error.${refused}` })
      : undefined;

  const chooseButton = (
    <>
      <input
        ref={input}
        id="photo-input"
        className="visually-hidden co-file-input"
        type="file"
        accept="image/jpeg,image/png"
        aria-describedby={problem ? `photo-rules ${errorId}` : 'photo-rules'}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          // The same file chosen again after a refusal must fire a change again.
          event.target.value = '';
        }}
        disabled={uploading.isLoading}
      />
      <label htmlFor="photo-input" className={`shop-button co-file-button${photo ? ' co-button-secondary' : ''}`}>
        <FormattedMessage id={photo || preview ? 'checkout.photo.chooseAnother' : 'checkout.photo.choose'} />
      </label>
    </>
  );

  return (
    <StepFrame
      step="photo"
      lead={<FormattedMessage id="checkout.photo.lead" />}
      onBack={() => goTo('child')}
      onNext={() => goTo('story')}
      busy={uploading.isLoading}
      nextDisabled={!photo}
      focusHeading={focusHeading}
    >
      <PhotoGuidance />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the mouse; the file button inside it is the keyboard's way to the same thing. */}
      <div
        className={`co-dropzone${dragging ? ' co-dropzone--over' : ''}${shown ? ' co-dropzone--filled' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {shown ? (
          <img
            className="co-dropzone__preview"
            src={shown}
            alt={intl.formatMessage({ id: 'checkout.photo.previewAlt' })}
          />
        ) : (
          <p className="co-dropzone__text" aria-hidden="true">
            <FormattedMessage id="checkout.photo.drop" />
          </p>
        )}
        <div className="co-dropzone__actions">
          {chooseButton}
          <p id="photo-rules" className="co-hint">
            <FormattedMessage id="checkout.photo.rules" />
          </p>
        </div>
        {uploading.isLoading && (
          <p className="co-dropzone__status" role="status">
            <span className="shop-spinner" aria-hidden="true" /> <FormattedMessage id="checkout.photo.uploading" />
          </p>
        )}
      </div>
      {problem && (
        <div id={errorId} className="shop-error co-photo-error" role="alert">
          <p>{problem}</p>
        </div>
      )}
      {otherFailure && <ErrorNotice error={otherFailure} />}
      {!uploading.isLoading && photo && !problem && warnings.length === 0 && (
        <p className="co-success" role="status">
          <FormattedMessage id="checkout.photo.accepted" />
        </p>
      )}
      {warnings.length > 0 && !problem && (
        <div className="co-warning" role="status">
          <p className="co-warning__title">
            <FormattedMessage id="checkout.photo.warningTitle" />
          </p>
          <ul>
            {warnings.map((warning) => (
              <li key={warning}>
                <FormattedMessage id={`checkout.photo.warning.${warning}`} />
              </li>
            ))}
          </ul>
          <div className="co-warning__actions">
            <button type="button" className="shop-button" onClick={() => goTo('story')}>
              <FormattedMessage id="checkout.photo.keep" />
            </button>
            <button type="button" className="shop-button co-button-secondary" onClick={() => input.current?.click()}>
              <FormattedMessage id="checkout.photo.chooseAnother" />
            </button>
          </div>
        </div>
      )}
    </StepFrame>
  );
}
