import {
  CHARACTER_TIMEOUT_MS,
  type CharacterJson,
  type CharactersResponse,
  ErrorNotice,
  ILLUSTRATION_STYLE_MESSAGE,
  isApiError,
} from '@shop/shared';
import type { FavouriteHero } from '@shop/shared/characters';
import { type CharacterFeatures, DEFAULT_FEATURES } from '@shop/shared/characters/palette';
import type { IllustrationStyle } from '@shop/shared/validation/limits';
import { ILLUSTRATION_STYLES } from '@shop/shared/validation/limits';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import {
  type OrderPatch,
  useGetOrderCharactersQuery,
  useRegenerateOrderCharactersMutation,
  useUpdateCheckoutOrderMutation,
} from '../api';
import { BookPreview } from '../components/BookPreview';
import { ChoiceGroup } from '../components/Fields';
import { StepFrame } from '../components/StepFrame';
import { Message, useT } from '../intl';
import type { CheckoutMessageId } from '../messages';
import { checkChild, loadRules } from '../wizard/forms';
import type { OrderAccess } from '../wizard/storage';
import { CharacterBuilder } from './CharacterBuilder';
import { HeroBuilder, heroPictureUrl } from './HeroBuilder';
import type { OrderStepProps } from './types';
import './characters-step.css';

/** Spec section 9: 24 rotating progress messages. */
const PROGRESS_MESSAGES = [
  'checkout.generating.m1',
  'checkout.generating.m2',
  'checkout.generating.m3',
  'checkout.generating.m4',
  'checkout.generating.m5',
  'checkout.generating.m6',
  'checkout.generating.m7',
  'checkout.generating.m8',
  'checkout.generating.m9',
  'checkout.generating.m10',
  'checkout.generating.m11',
  'checkout.generating.m12',
  'checkout.generating.m13',
  'checkout.generating.m14',
  'checkout.generating.m15',
  'checkout.generating.m16',
  'checkout.generating.m17',
  'checkout.generating.m18',
  'checkout.generating.m19',
  'checkout.generating.m20',
  'checkout.generating.m21',
  'checkout.generating.m22',
  'checkout.generating.m23',
  'checkout.generating.m24',
] as const satisfies readonly CheckoutMessageId[];
export const PROGRESS_MESSAGE_COUNT = PROGRESS_MESSAGES.length;
/** The 24 messages spread over the longest wait (60 s), so each shows for 2.5 s. */
export const PROGRESS_MESSAGE_MS = CHARACTER_TIMEOUT_MS / PROGRESS_MESSAGE_COUNT;
const POLL_MS = 2000;
/** Clicks through a few swatches make one redraw, not one each. */
export const FEATURES_DEBOUNCE_MS = 300;

/** 'none' only lasts until the job that the upload queued has started. */
const isWaiting = (status: CharactersResponse['status'] | undefined) =>
  status === undefined || status === 'generating' || status === 'none';

/** The generating screen: the photo being drawn, a rotating message with the child's name, a status. */
function Generating({ name, gender, photoUrl }: { name: string; gender: string; photoUrl?: string }) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((current) => (current + 1) % PROGRESS_MESSAGE_COUNT), PROGRESS_MESSAGE_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="co-generating">
      {photoUrl && (
        <div className="co-generating__photo">
          <img src={photoUrl} alt="" />
          <span className="co-generating__shine" aria-hidden="true" />
        </div>
      )}
      <div className="co-generating__text">
        <p role="status" className="co-generating__status">
          <span className="shop-spinner" aria-hidden="true" />
          <Message id="checkout.characters.generating" />
        </p>
        {/* Not a live region: a new sentence every 2.5 s would drown out everything else. */}
        <p className="co-generating__message" data-testid="progress-message">
          <Message id={PROGRESS_MESSAGES[index] ?? PROGRESS_MESSAGES[0]} values={{ name, gender }} />
        </p>
        <p className="co-hint">
          <Message id="checkout.characters.duration" />
        </p>
      </div>
    </div>
  );
}

/**
 * The parent's corrections (the child's looks, a custom story's favourite hero): shown at once, saved (PATCH) after
 * a short pause, one request at a time so the last choice is the one that stays. `busy` covers the pause and the
 * request; the server answers after redrawing, and the pictures follow through the Characters tag.
 */
function useCorrections<T>(access: OrderAccess, patchOf: (value: T) => OrderPatch) {
  const [save, saving] = useUpdateCheckoutOrderMutation();
  const [edited, setEdited] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const queued = useRef<T | null>(null);
  const sending = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const patch = useRef(patchOf);
  patch.current = patchOf;

  const send = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    // Changes made while a request is out are sent after it, newest only.
    for (let value = queued.current; value; value = queued.current) {
      queued.current = null;
      const result = await save({ ...access, order: patch.current(value) });
      if ('error' in result) {
        // The controls go back to what the pictures show; the error says why.
        queued.current = null;
        setEdited(null);
      }
    }
    sending.current = false;
    setBusy(timer.current !== undefined);
  }, [access, save]);

  // Leaving the step (Next, Back) still saves the last choice.
  useEffect(
    () => () => {
      if (timer.current === undefined) return;
      clearTimeout(timer.current);
      void send();
    },
    [send],
  );

  const change = (value: T) => {
    setEdited(value);
    setBusy(true);
    queued.current = value;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void send();
    }, FEATURES_DEBOUNCE_MS);
  };

  return { edited, change, busy, error: saving.error };
}

const featuresPatch = (features: CharacterFeatures): OrderPatch => ({ features });
const heroPatch = (hero: FavouriteHero): OrderPatch => ({ favourite_hero: hero });

function Review({
  characters,
  style,
  onStyle,
  name,
  gender,
  redrawing,
}: {
  characters: CharactersResponse;
  style: IllustrationStyle;
  onStyle: (style: IllustrationStyle) => void;
  name: string;
  gender: string;
  redrawing: boolean;
}) {
  const t = useT();
  const byStyle = new Map<string, CharacterJson>(
    characters.characters.map((character) => [character.style, character]),
  );
  const main = byStyle.get(style) ?? characters.characters[0];
  const styleName = (value: IllustrationStyle) => t(ILLUSTRATION_STYLE_MESSAGE[value]);
  return (
    <div className="co-review__pictures" aria-busy={redrawing}>
      {main && (
        <figure className="co-review__main">
          <img
            src={main.url}
            width={main.width}
            height={main.height}
            alt={t('checkout.characters.alt', { name, style: styleName(main.style) })}
          />
          <figcaption>
            <Message id="checkout.characters.meet" values={{ name, gender }} />
          </figcaption>
        </figure>
      )}
      <ChoiceGroup
        idPrefix="character-style"
        name="characterStyle"
        className="co-choices--characters"
        legend={<Message id="checkout.characters.styleLegend" values={{ name }} />}
        options={ILLUSTRATION_STYLES.filter((value) => byStyle.has(value)).map((value) => {
          const character = byStyle.get(value) as CharacterJson;
          return {
            value,
            label: styleName(value),
            extra: <img src={character.url} width={character.width} height={character.height} alt="" loading="lazy" />,
          };
        })}
        value={style}
        onChange={onStyle}
      />
    </div>
  );
}

/**
 * Step 4: waits for the characters (polling GET /characters; up to 60 s, then a clear message and
 * Retry), then shows the character big with all four styles beside it, so the parent can switch style
 * seeing the result, and draw again a limited number of times.
 */
export function CharactersStep({ draft, update, goTo, focusHeading, order, access }: OrderStepProps) {
  const t = useT();
  const [waitStarted, setWaitStarted] = useState(() => Date.now());
  const [timedOut, setTimedOut] = useState(false);
  const [regenerate, regenerating] = useRegenerateOrderCharactersMutation();
  const [save, saving] = useUpdateCheckoutOrderMutation();
  const corrections = useCorrections(access, featuresPatch);
  const heroCorrections = useCorrections(access, heroPatch);

  // The query's last answer decides whether to keep polling; RTK Query follows the interval as it changes.
  const [lastStatus, setLastStatus] = useState<CharactersResponse['status']>();
  const [lastFailed, setLastFailed] = useState(false);
  const { data, error, refetch, isFetching } = useGetOrderCharactersQuery(access, {
    pollingInterval: isWaiting(lastStatus) && !timedOut && !lastFailed ? POLL_MS : 0,
    refetchOnMountOrArgChange: true,
  });
  const status = data?.status;
  const waiting = !data || isWaiting(status);
  useEffect(() => {
    setLastStatus(data?.status);
    setLastFailed(Boolean(error));
  }, [data?.status, error]);

  useEffect(() => {
    if (!waiting || timedOut) return;
    const timer = setTimeout(() => setTimedOut(true), Math.max(0, waitStarted + CHARACTER_TIMEOUT_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [waiting, timedOut, waitStarted]);

  const waitAgain = () => {
    setWaitStarted(Date.now());
    setTimedOut(false);
    refetch();
  };

  const onRegenerate = async () => {
    const result = await regenerate(access);
    if ('data' in result) {
      setWaitStarted(Date.now());
      setTimedOut(false);
    }
  };

  const onStyle = async (style: IllustrationStyle) => {
    const previous = draft.child.illustrationStyle;
    update((current) => ({ ...current, child: { ...current.child, illustrationStyle: style } }));
    await loadRules();
    const checked = checkChild({ ...draft.child, illustrationStyle: style });
    if (!checked.ok) return goTo('child');
    const result = await save({ ...access, order: { child: checked.value } });
    if ('error' in result) {
      update((current) => ({ ...current, child: { ...current.child, illustrationStyle: previous } }));
    }
  };

  const name = draft.child.name || order.child.name;
  const gender = draft.child.gender || order.child.gender;
  const regenerationsLeft = data?.regenerations_left ?? order.regenerations_left;
  const noneLeft =
    isApiError(regenerating.error) &&
    (regenerating.error.body as { error?: unknown } | undefined)?.error === 'no_regenerations_left';
  // The server's id for a failed round; 'failed' is also the wording when an id is unknown to this catalogue.
  const failureText = t.ifKnown(data?.error) ?? t('checkout.characters.error.failed');

  let body: ReactNode;
  if (error && !data) {
    body = <ErrorNotice error={error} onRetry={waitAgain} />;
  } else if (waiting && timedOut) {
    body = (
      <div className="shop-error co-problem" role="alert">
        <p>
          <Message id="checkout.characters.timeout" />
        </p>
        <button type="button" className="shop-button" onClick={waitAgain} disabled={isFetching}>
          <Message id="common.action.retry" />
        </button>
      </div>
    );
  } else if (waiting) {
    body = <Generating name={name} gender={gender} photoUrl={order.photo?.url} />;
  } else if (status === 'failed') {
    body = (
      <div className="shop-error co-problem" role="alert">
        <p>{failureText}</p>
        <div className="co-problem__actions">
          <button type="button" className="shop-button" onClick={onRegenerate} disabled={regenerating.isLoading}>
            <Message id="common.action.retry" />
          </button>
          <button type="button" className="shop-button co-button-secondary" onClick={() => goTo('photo')}>
            <Message id="checkout.photo.chooseAnother" />
          </button>
        </div>
      </div>
    );
  } else if (data) {
    const redrawing = corrections.busy;
    const features = corrections.edited ?? data.features ?? DEFAULT_FEATURES;
    const hero = heroCorrections.edited ?? data.favourite_hero;
    const shown =
      data.characters.find((character) => character.style === draft.child.illustrationStyle) ?? data.characters[0];
    body = (
      <>
        <div className="co-review">
          <Review
            characters={data}
            style={draft.child.illustrationStyle}
            onStyle={onStyle}
            name={name}
            gender={gender}
            redrawing={redrawing}
          />
          <section className="co-builder" aria-labelledby="co-builder-title">
            <div className="co-builder__head">
              {/* The picture again, kept in sight while the controls scroll, so every change is seen redrawn. */}
              {shown && (
                <img
                  className="co-builder__preview"
                  src={shown.url}
                  width={shown.width}
                  height={shown.height}
                  alt=""
                  data-busy={redrawing || undefined}
                />
              )}
              <h3 id="co-builder-title" className="co-builder__title">
                <Message id="checkout.builder.title" />
              </h3>
            </div>
            <p className="co-hint">
              <Message
                id={data.features_source === 'parent' ? 'checkout.builder.leadCorrected' : 'checkout.builder.lead'}
              />
            </p>
            <CharacterBuilder features={features} onChange={corrections.change} />
            <p className="co-redrawing" role="status">
              {redrawing && (
                <>
                  <span className="shop-spinner" aria-hidden="true" />
                  <Message id="checkout.builder.redrawing" />
                </>
              )}
            </p>
            {corrections.error && <ErrorNotice error={corrections.error} />}
          </section>
        </div>
        {hero && (
          <section className="co-builder co-builder--hero" aria-labelledby="co-hero-title">
            <div className="co-builder__head">
              {/* Drawn from the choices alone (GET /hero_picture), so every correction shows at once. */}
              <img
                className="co-builder__preview co-builder__preview--hero"
                src={heroPictureUrl(hero, draft.child.illustrationStyle)}
                width={240}
                height={260}
                alt={t('checkout.hero.pictureAlt')}
              />
              <h3 id="co-hero-title" className="co-builder__title">
                <Message id="checkout.hero.title" />
              </h3>
            </div>
            <p className="co-hint">
              <Message id="checkout.hero.lead" values={{ words: hero.words }} />
            </p>
            <HeroBuilder hero={hero} onChange={heroCorrections.change} />
            <p className="co-redrawing" role="status">
              {heroCorrections.busy && (
                <>
                  <span className="shop-spinner" aria-hidden="true" />
                  <Message id="checkout.hero.saving" />
                </>
              )}
            </p>
            {heroCorrections.error && <ErrorNotice error={heroCorrections.error} />}
          </section>
        )}
        <div className="co-regenerate">
          <button
            type="button"
            className="shop-button co-button-secondary"
            onClick={onRegenerate}
            disabled={regenerating.isLoading || regenerationsLeft <= 0}
            aria-describedby="co-regenerate-left"
          >
            <Message id="checkout.characters.regenerate" />
          </button>
          <p id="co-regenerate-left" className="co-hint">
            <Message id="checkout.characters.regenerationsLeft" values={{ count: regenerationsLeft }} />
          </p>
        </div>
        {saving.error && <ErrorNotice error={saving.error} />}
        <BookPreview access={access} />
      </>
    );
  }

  return (
    <StepFrame
      step="characters"
      lead={<Message id="checkout.characters.lead" />}
      onBack={() => goTo('story')}
      onNext={() => goTo('version')}
      busy={saving.isLoading || corrections.busy || heroCorrections.busy}
      nextDisabled={status !== 'ready'}
      focusHeading={focusHeading}
    >
      {body}
      {regenerating.error &&
        (noneLeft ? (
          <div className="shop-error" role="alert">
            <p>
              <Message id="checkout.characters.noneLeft" />
            </p>
          </div>
        ) : (
          <ErrorNotice error={regenerating.error} />
        ))}
    </StepFrame>
  );
}
