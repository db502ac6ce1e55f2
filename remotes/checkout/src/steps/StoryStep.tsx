import { ErrorNotice, isApiError, Loading, type StoryType, useErrorText } from '@shop/shared';
import { FAVOURITE_HERO_MAX } from '@shop/shared/validation/limits';
import { useState } from 'react';
import { type OrderPatch, useGetReadyBooksQuery, useUpdateCheckoutOrderMutation } from '../api';
import { ChoiceGroup, focusField, TextAreaField } from '../components/Fields';
import { StepFrame } from '../components/StepFrame';
import { Message, useT } from '../intl';
import type { CheckoutMessageId } from '../messages';
import { checkChild, childChanged, loadRules, serverFieldErrors } from '../wizard/forms';
import type { OrderStepProps } from './types';
import './story-step.css';

/** The two kinds of story, each with its name and what it means. */
const STORY_TYPES = [
  { value: 'custom', label: 'checkout.story.custom', hint: 'checkout.story.customHint' },
  { value: 'ready', label: 'checkout.story.ready', hint: 'checkout.story.readyHint' },
] as const satisfies readonly { value: StoryType; label: CheckoutMessageId; hint: CheckoutMessageId }[];

function ReadyBooks({
  selected,
  onSelect,
  error,
}: {
  selected: string | null;
  onSelect: (slug: string) => void;
  error?: string;
}) {
  const t = useT();
  const errorText = useErrorText()(error);
  const { data, error: loadError, isLoading, refetch } = useGetReadyBooksQuery();
  if (isLoading) return <Loading label={t('checkout.story.loadingBooks')} />;
  if (loadError) return <ErrorNotice error={loadError} onRetry={refetch} />;
  const books = data?.books ?? [];
  if (books.length === 0) {
    return (
      <p className="co-empty">
        <Message id="checkout.story.noBooks" />
      </p>
    );
  }
  const missing = selected !== null && !books.some((book) => book.slug === selected);
  return (
    <fieldset className="co-books" aria-describedby={errorText ? 'story-book-error' : undefined}>
      <legend>
        <Message id="checkout.story.chooseBookLegend" />
      </legend>
      {missing && (
        <p className="co-hint">
          <Message id="common.error.bookNotFound" />
        </p>
      )}
      <ul className="co-books__list">
        {books.map((book) => {
          const id = `story-book-${book.slug}`;
          return (
            <li key={book.slug} className="co-book">
              <input
                type="radio"
                id={id}
                name="book"
                value={book.slug}
                checked={selected === book.slug}
                onChange={() => onSelect(book.slug)}
                aria-describedby={errorText ? 'story-book-error' : undefined}
              />
              <label htmlFor={id}>
                <img
                  src={book.cover.url}
                  width={book.cover.width}
                  height={book.cover.height}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
                <span className="co-book__name">{book.name}</span>
                <span className="co-book__meta">
                  <Message id="checkout.story.ages" values={{ min: book.age_min, max: book.age_max }} />
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {errorText && (
        <p id="story-book-error" className="field-error">
          {errorText}
        </p>
      )}
    </fieldset>
  );
}

/**
 * Step 3: a custom story around the child's favourite hero, or a ready-made book from the catalogue
 * (pre-selected when the visitor came from a story page).
 */
export function StoryStep({ draft, update, goTo, focusHeading, order, access }: OrderStepProps) {
  const t = useT();
  const [errors, setErrors] = useState<{ type?: string; book?: string; hero?: string }>({});
  const [save, saving] = useUpdateCheckoutOrderMutation();

  const onNext = async () => {
    if (!draft.storyType) {
      setErrors({ type: 'checkout.story.chooseType' });
      return focusField('story-type-custom');
    }
    if (draft.storyType === 'ready' && !draft.bookSlug) {
      setErrors({ book: 'checkout.story.chooseBook' });
      return document.querySelector<HTMLInputElement>('input[name="book"]')?.focus();
    }
    setErrors({});
    const patch: OrderPatch = {};
    if (draft.storyType !== order.story_type) patch.story_type = draft.storyType;
    if (draft.storyType === 'ready' && draft.bookSlug !== order.book?.slug) patch.book_slug = draft.bookSlug;
    if (draft.storyType === 'custom') {
      const { favouriteHeroSchema } = await loadRules();
      const hero = favouriteHeroSchema.safeParse(draft.child.favouriteHero ?? '');
      if (!hero.success) {
        setErrors({ hero: hero.error.issues[0]?.message });
        return focusField('story-hero');
      }
      const checked = checkChild(draft.child);
      // The details of step 1 were valid when saved; if the draft no longer is, that step says why.
      if (!checked.ok) return goTo('child');
      if (childChanged(order.child, checked.value)) patch.child = checked.value;
    }
    if (Object.keys(patch).length > 0) {
      const result = await save({ ...access, order: patch });
      if ('error' in result) {
        const body = isApiError(result.error) ? result.error.body : undefined;
        const code = (body as { error?: unknown } | undefined)?.error;
        // A book that left the catalogue: the visitor fixes it by choosing another.
        if (code === 'book_not_found') setErrors({ book: 'common.error.bookNotFound' });
        // Hero words a children's book cannot print: the reason under the field, and the field to fix it.
        const { favouriteHero } = serverFieldErrors(body, ['favouriteHero'] as const);
        if (favouriteHero) {
          setErrors({ hero: favouriteHero });
          return focusField('story-hero');
        }
        return;
      }
    }
    goTo('characters');
  };

  return (
    <StepFrame
      step="story"
      lead={<Message id="checkout.story.lead" />}
      onBack={() => goTo('photo')}
      onNext={onNext}
      busy={saving.isLoading}
      focusHeading={focusHeading}
    >
      <ChoiceGroup
        idPrefix="story-type"
        name="storyType"
        className="co-choices--cards"
        legend={<Message id="checkout.story.typeLegend" />}
        options={STORY_TYPES.map((type) => ({
          value: type.value,
          label: <Message id={type.label} />,
          hint: <Message id={type.hint} />,
        }))}
        value={draft.storyType}
        onChange={(storyType) => {
          update((current) => ({ ...current, storyType }));
          setErrors({});
        }}
        error={errors.type}
      />
      {draft.storyType === 'custom' && (
        <TextAreaField
          id="story-hero"
          rows={3}
          maxLength={FAVOURITE_HERO_MAX}
          label={t('checkout.story.hero')}
          hint={<Message id="checkout.story.heroHint" values={{ name: draft.child.name }} />}
          value={draft.child.favouriteHero}
          onChange={(event) => {
            const favouriteHero = event.target.value;
            update((current) => ({ ...current, child: { ...current.child, favouriteHero } }));
          }}
          error={errors.hero}
        />
      )}
      {draft.storyType === 'ready' && (
        <ReadyBooks
          selected={draft.bookSlug}
          onSelect={(bookSlug) => {
            update((current) => ({ ...current, bookSlug }));
            setErrors({});
          }}
          error={errors.book}
        />
      )}
      {saving.error && !errors.book && !errors.hero && <ErrorNotice error={saving.error} />}
    </StepFrame>
  );
}
