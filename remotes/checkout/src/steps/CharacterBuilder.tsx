import {
  type CharacterFeatures,
  EYE_COLORS,
  FACE_SHAPES,
  HAIR_COLORS,
  HAIR_STYLES,
  SKIN_TONES,
} from '@shop/shared/characters';
import type { CSSProperties, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import './character-builder.css';

type SwatchKey = 'skin_tone' | 'hair_color' | 'eye_color';
type ChoiceKey = 'hair_style' | 'face_shape';
type ToggleKey = 'glasses' | 'freckles';

/** The palettes the art engine draws with, so a swatch shows exactly the colour of the picture. */
const SWATCHES: Record<SwatchKey, Readonly<Record<string, string>>> = {
  skin_tone: SKIN_TONES,
  hair_color: HAIR_COLORS,
  eye_color: EYE_COLORS,
};
const CHOICES: Record<ChoiceKey, readonly string[]> = { hair_style: HAIR_STYLES, face_shape: FACE_SHAPES };

/** Message id of a feature's name (`checkout.builder.skin_tone`) and of one of its values. */
const groupId = (key: keyof CharacterFeatures) => `checkout.builder.${key}`;
const valueId = (key: keyof CharacterFeatures, value: string) => `checkout.builder.${key}.${value}`;

function Group({
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
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const set = <K extends keyof CharacterFeatures>(key: K, value: CharacterFeatures[K]) =>
    onChange({ ...features, [key]: value });

  const swatches = (key: SwatchKey) => (
    <Group name={key} legend={<FormattedMessage id={groupId(key)} />} current={text(valueId(key, features[key]))}>
      {Object.entries(SWATCHES[key]).map(([value, colour]) => (
        <label key={value} className="co-swatch-option" title={text(valueId(key, value))}>
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
          <span className="visually-hidden">{text(valueId(key, value))}</span>
        </label>
      ))}
    </Group>
  );

  const choices = (key: ChoiceKey) => (
    <Group name={key} legend={<FormattedMessage id={groupId(key)} />}>
      {CHOICES[key].map((value) => (
        <label key={value} className="co-chip">
          <input
            type="radio"
            name={`feature-${key}`}
            value={value}
            checked={features[key] === value}
            onChange={() => set(key, value as CharacterFeatures[typeof key])}
          />
          <span className="co-chip__text">{text(valueId(key, value))}</span>
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
      <span className="co-switch__text">{text(groupId(key))}</span>
    </label>
  );

  return (
    <div className="co-features">
      {swatches('skin_tone')}
      {swatches('hair_color')}
      {choices('hair_style')}
      {swatches('eye_color')}
      {choices('face_shape')}
      <Group name="details" legend={<FormattedMessage id="checkout.builder.details" />}>
        {toggle('glasses')}
        {toggle('freckles')}
      </Group>
    </div>
  );
}
