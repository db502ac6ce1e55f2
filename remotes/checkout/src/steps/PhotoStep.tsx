import { ErrorNotice, isApiError, PHOTO_ERRORS, type PhotoError, type PhotoWarning, useErrorText } from '@shop/shared';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { useUploadOrderPhotoMutation } from '../api';
import { focusField } from '../components/Fields';
import { type PhotoExample, PhotoExampleArt } from '../components/Illustrations';
import { StepFrame } from '../components/StepFrame';
import { Message, useT } from '../intl';
import type { CheckoutMessageId } from '../messages';
import { loadRules } from '../wizard/forms';
import type { OrderStepProps } from './types';
import './photo-step.css';

const EXAMPLES: readonly { id: PhotoExample; good: boolean; caption: CheckoutMessageId; alt: CheckoutMessageId }[] = [
  { id: 'good', good: true, caption: 'checkout.photo.example.good', alt: 'checkout.photo.example.goodAlt' },
  { id: 'group', good: false, caption: 'checkout.photo.example.group', alt: 'checkout.photo.example.groupAlt' },
  { id: 'hidden', good: false, caption: 'checkout.photo.example.hidden', alt: 'checkout.photo.example.hiddenAlt' },
  { id: 'animal', good: false, caption: 'checkout.photo.example.animal', alt: 'checkout.photo.example.animalAlt' },
  { id: 'blurry', good: false, caption: 'checkout.photo.example.blurry', alt: 'checkout.photo.example.blurryAlt' },
];

const errorId = 'photo-error';

/** Why the server refused a photo, as guidance for choosing another. */
const PHOTO_ERROR = {
  tooLarge: 'checkout.photo.error.tooLarge',
  notAnImage: 'checkout.photo.error.notAnImage',
  wrongType: 'checkout.photo.error.wrongType',
  tooManyPixels: 'checkout.photo.error.tooManyPixels',
  noFace: 'checkout.photo.error.noFace',
} as const satisfies Record<PhotoError, CheckoutMessageId>;

/** Why a photo that can be used may still give a weaker likeness. */
const PHOTO_WARNING = {
  multipleFaces: 'checkout.photo.warning.multipleFaces',
  blurry: 'checkout.photo.warning.blurry',
  smallFace: 'checkout.photo.warning.smallFace',
} as const satisfies Record<PhotoWarning, CheckoutMessageId>;

/** The refusal code of a 4xx upload answer (`{ error: 'noFace', … }`), when it is one of PHOTO_ERRORS. */
export function photoErrorCode(error: unknown): PhotoError | undefined {
  if (!isApiError(error)) return undefined;
  const code = (error.body as { error?: unknown } | undefined)?.error;
  return typeof code === 'string' && (PHOTO_ERRORS as readonly string[]).includes(code)
    ? (code as PhotoError)
    : undefined;
}

function PhotoGuidance() {
  const t = useT();
  return (
    <section className="co-guide" aria-labelledby="co-guide-title">
      <h3 id="co-guide-title" className="co-guide__title">
        <Message id="checkout.photo.guideTitle" />
      </h3>
      <ul className="co-guide__list">
        {EXAMPLES.map((example) => (
          <li key={example.id}>
            <figure className={`co-guide__item co-guide__item--${example.good ? 'good' : 'bad'}`}>
              <div className="co-guide__frame" role="img" aria-label={t(example.alt)}>
                <PhotoExampleArt example={example.id} />
                <span className="co-guide__badge" aria-hidden="true">
                  {example.good ? '✓' : '✕'}
                </span>
              </div>
              <figcaption>
                <span className="visually-hidden">
                  <Message id={example.good ? 'checkout.photo.goodExample' : 'checkout.photo.badExample'} />{' '}
                </span>
                <Message id={example.caption} />
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
  const t = useT();
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
    const { photoMetaSchema } = await loadRules();
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
  const problem = clientError ? errorText(clientError) : refused ? t(PHOTO_ERROR[refused]) : undefined;

  // A refused photo's message is brought into view and focused: on a phone it shows below the guidance and
  // the drop zone, out of sight of the button that was used.
  useEffect(() => {
    if (problem) focusField(errorId);
  }, [problem]);

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
        <Message id={photo || preview ? 'checkout.photo.chooseAnother' : 'checkout.photo.choose'} />
      </label>
    </>
  );

  return (
    <StepFrame
      step="photo"
      lead={<Message id="checkout.photo.lead" />}
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
          <img className="co-dropzone__preview" src={shown} alt={t('checkout.photo.previewAlt')} />
        ) : (
          <p className="co-dropzone__text" aria-hidden="true">
            <Message id="checkout.photo.drop" />
          </p>
        )}
        <div className="co-dropzone__actions">
          {chooseButton}
          <p id="photo-rules" className="co-hint">
            <Message id="checkout.photo.rules" />
          </p>
        </div>
        {uploading.isLoading && (
          <p className="co-dropzone__status" role="status">
            <span className="shop-spinner" aria-hidden="true" /> <Message id="checkout.photo.uploading" />
          </p>
        )}
      </div>
      {problem && (
        <div id={errorId} className="shop-error co-photo-error" role="alert" tabIndex={-1}>
          <p>{problem}</p>
        </div>
      )}
      {otherFailure && <ErrorNotice error={otherFailure} />}
      {!uploading.isLoading && photo && !problem && warnings.length === 0 && (
        <p className="co-success" role="status">
          <Message id="checkout.photo.accepted" />
        </p>
      )}
      {warnings.length > 0 && !problem && (
        <div className="co-warning" role="status">
          <p className="co-warning__title">
            <Message id="checkout.photo.warningTitle" />
          </p>
          <ul>
            {warnings.map((warning) => (
              <li key={warning}>
                <Message id={PHOTO_WARNING[warning]} />
              </li>
            ))}
          </ul>
          <div className="co-warning__actions">
            <button type="button" className="shop-button" onClick={() => goTo('story')}>
              <Message id="checkout.photo.keep" />
            </button>
            <button type="button" className="shop-button co-button-secondary" onClick={() => input.current?.click()}>
              <Message id="checkout.photo.chooseAnother" />
            </button>
          </div>
        </div>
      )}
    </StepFrame>
  );
}
