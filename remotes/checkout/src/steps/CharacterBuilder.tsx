import {
  type CharacterFeatures,
  EYE_COLORS,
  type EyeColor,
  FACE_SHAPES,
  type FaceShape,
  HAIR_COLORS,
  HAIR_STYLES,
  type HairColor,
  type HairStyle,
  OUTFITS,
  type Outfit,
  SKIN_TONES,
  type SkinTone,
} from '@shop/shared/characters/palette';
import type { CSSProperties, ReactNode } from 'react';
import { Message, useT } from '../intl';
import type { CheckoutMessageId } from '../messages';
import './character-builder.css';

type SwatchKey = 'skin_tone' | 'hair_color' | 'eye_color';
type ChoiceKey = 'hair_style' | 'face_shape' | 'outfit';
type ToggleKey = 'glasses' | 'freckles';

/** The palettes the art engine draws with, so a swatch shows exactly the colour of the picture. */
const SWATCHES: Record<SwatchKey, Readonly<Record<string, string>>> = {
  skin_tone: SKIN_TONES,
  hair_color: HAIR_COLORS,
  eye_color: EYE_COLORS,
};
const CHOICES: Record<ChoiceKey, readonly string[]> = {
  hair_style: HAIR_STYLES,
  face_shape: FACE_SHAPES,
  outfit: OUTFITS,
};

/** Each feature's name. */
const FEATURE_NAME = {
  skin_tone: 'checkout.builder.skin_tone',
  hair_color: 'checkout.builder.hair_color',
  hair_style: 'checkout.builder.hair_style',
  eye_color: 'checkout.builder.eye_color',
  face_shape: 'checkout.builder.face_shape',
  glasses: 'checkout.builder.glasses',
  freckles: 'checkout.builder.freckles',
  outfit: 'checkout.builder.outfit',
} as const satisfies Record<keyof CharacterFeatures, CheckoutMessageId>;

/** The words for each value of a feature: a swatch's colour in words, a choice's name. */
const VALUE_NAME: Record<SwatchKey | ChoiceKey, Readonly<Record<string, CheckoutMessageId>>> = {
  skin_tone: {
    porcelain: 'checkout.builder.skin_tone.porcelain',
    fair: 'checkout.builder.skin_tone.fair',
    light: 'checkout.builder.skin_tone.light',
    medium: 'checkout.builder.skin_tone.medium',
    tan: 'checkout.builder.skin_tone.tan',
    brown: 'checkout.builder.skin_tone.brown',
    dark: 'checkout.builder.skin_tone.dark',
    deep: 'checkout.builder.skin_tone.deep',
  } satisfies Record<SkinTone, CheckoutMessageId>,
  hair_color: {
    black: 'checkout.builder.hair_color.black',
    'dark-brown': 'checkout.builder.hair_color.dark-brown',
    brown: 'checkout.builder.hair_color.brown',
    'light-brown': 'checkout.builder.hair_color.light-brown',
    blonde: 'checkout.builder.hair_color.blonde',
    'light-blonde': 'checkout.builder.hair_color.light-blonde',
    auburn: 'checkout.builder.hair_color.auburn',
    ginger: 'checkout.builder.hair_color.ginger',
  } satisfies Record<HairColor, CheckoutMessageId>,
  eye_color: {
    'dark-brown': 'checkout.builder.eye_color.dark-brown',
    brown: 'checkout.builder.eye_color.brown',
    hazel: 'checkout.builder.eye_color.hazel',
    green: 'checkout.builder.eye_color.green',
    blue: 'checkout.builder.eye_color.blue',
    grey: 'checkout.builder.eye_color.grey',
  } satisfies Record<EyeColor, CheckoutMessageId>,
  hair_style: {
    cropped: 'checkout.builder.hair_style.cropped',
    short: 'checkout.builder.hair_style.short',
    spiky: 'checkout.builder.hair_style.spiky',
    curly: 'checkout.builder.hair_style.curly',
    afro: 'checkout.builder.hair_style.afro',
    bob: 'checkout.builder.hair_style.bob',
    long: 'checkout.builder.hair_style.long',
    wavy: 'checkout.builder.hair_style.wavy',
    ponytail: 'checkout.builder.hair_style.ponytail',
    pigtails: 'checkout.builder.hair_style.pigtails',
    buns: 'checkout.builder.hair_style.buns',
    braid: 'checkout.builder.hair_style.braid',
    puffs: 'checkout.builder.hair_style.puffs',
    locs: 'checkout.builder.hair_style.locs',
    topknot: 'checkout.builder.hair_style.topknot',
    'side-part': 'checkout.builder.hair_style.side-part',
  } satisfies Record<HairStyle, CheckoutMessageId>,
  face_shape: {
    round: 'checkout.builder.face_shape.round',
    oval: 'checkout.builder.face_shape.oval',
    heart: 'checkout.builder.face_shape.heart',
  } satisfies Record<FaceShape, CheckoutMessageId>,
  outfit: {
    story: 'checkout.builder.outfit.story',
    sailor: 'checkout.builder.outfit.sailor',
    party: 'checkout.builder.outfit.party',
    sporty: 'checkout.builder.outfit.sporty',
    cosy: 'checkout.builder.outfit.cosy',
  } satisfies Record<Outfit, CheckoutMessageId>,
};

/** One labelled group of native inputs (the hero's builder uses the same). */
export function Group({
  name,
  legend,
  current,
  children,
}: {
  name: string;
  legend: ReactNode;
  current?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={`co-features__group co-features__group--${name}`}>
      <legend>
        {legend}
        {/* The chosen swatch in words, since a colour alone says little to many people; the checked radio
            already says it to assistive technology. */}
        {current && (
          <span className="co-features__current" aria-hidden="true">
            {current}
          </span>
        )}
      </legend>
      <div className="co-features__options">{children}</div>
    </fieldset>
  );
}

/**
 * The character builder: the child's looks as the photo suggested them (or as the parent corrected
 * them), one native radio group per feature and a switch for glasses and freckles, so the keyboard works
 * as everywhere (Tab between groups, arrows within one). Every change is reported at once; the step
 * saves and redraws.
 */
export function CharacterBuilder({
  features,
  onChange,
}: {
  features: CharacterFeatures;
  onChange: (features: CharacterFeatures) => void;
}) {
  const t = useT();
  const valueName = (key: SwatchKey | ChoiceKey, value: string) => {
    const id = VALUE_NAME[key][value];
    return id ? t(id) : value;
  };
  const set = <K extends keyof CharacterFeatures>(key: K, value: CharacterFeatures[K]) =>
    onChange({ ...features, [key]: value });

  const swatches = (key: SwatchKey) => (
    <Group name={key} legend={<Message id={FEATURE_NAME[key]} />} current={valueName(key, features[key])}>
      {Object.entries(SWATCHES[key]).map(([value, colour]) => (
        <label key={value} className="co-swatch-option" title={valueName(key, value)}>
          <input
            type="radio"
            name={`feature-${key}`}
            value={value}
            checked={features[key] === value}
            onChange={() => set(key, value as CharacterFeatures[typeof key])}
          />
          <span
            className="co-swatch-option__colour"
            style={{ '--swatch': colour } as CSSProperties}
            aria-hidden="true"
          />
          <span className="visually-hidden">{valueName(key, value)}</span>
        </label>
      ))}
    </Group>
  );

  const choices = (key: ChoiceKey) => (
    <Group name={key} legend={<Message id={FEATURE_NAME[key]} />}>
      {CHOICES[key].map((value) => (
        <label key={value} className="co-chip">
          <input
            type="radio"
            name={`feature-${key}`}
            value={value}
            // No outfit named is the story's own clothes.
            checked={(features[key] ?? 'story') === value}
            onChange={() => set(key, value as CharacterFeatures[typeof key])}
          />
          <span className="co-chip__text">{valueName(key, value)}</span>
        </label>
      ))}
    </Group>
  );

  const toggle = (key: ToggleKey) => (
    <label className="co-switch">
      <input
        type="checkbox"
        role="switch"
        aria-checked={features[key]}
        checked={features[key]}
        onChange={(event) => set(key, event.target.checked)}
      />
      <span className="co-switch__track" aria-hidden="true" />
      <span className="co-switch__text">{t(FEATURE_NAME[key])}</span>
    </label>
  );

  return (
    <div className="co-features">
      {swatches('skin_tone')}
      {swatches('hair_color')}
      {choices('hair_style')}
      {swatches('eye_color')}
      {choices('face_shape')}
      <div className="co-features__outfit">
        {choices('outfit')}
        <p className="co-hint">
          <Message id="checkout.builder.outfitHint" />
        </p>
      </div>
      <Group name="details" legend={<Message id="checkout.builder.details" />}>
        {toggle('glasses')}
        {toggle('freckles')}
      </Group>
    </div>
  );
}
