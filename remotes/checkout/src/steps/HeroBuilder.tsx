import { apiUrl } from '@shop/shared';
import {
  type FavouriteHero,
  HERO_ACCESSORIES,
  HERO_COLOUR_HEX,
  HERO_COLOURS,
  HERO_KIND_PARTS,
  HERO_KINDS,
  HERO_PARTS,
  type HeroAccessory,
  type HeroColour,
  type HeroGender,
  type HeroKind,
  type HeroPart,
} from '@shop/shared/characters';
import type { CSSProperties } from 'react';
import { SelectField } from '../components/Fields';
import { Message, useT } from '../intl';
import type { CheckoutMessageId } from '../messages';
import { Group } from './CharacterBuilder';

/** Kinds drawn as a person whose gender the words may leave open (a princess, a fairy, a mermaid are girls). */
const GENDERED: ReadonlySet<HeroKind> = new Set(['superhero', 'knight', 'wizard', 'pirate', 'astronaut']);

/** The words for each value of the vocabulary (literal ids, so the catalogue check sees every one used). */
const GENDER_NAME = {
  girl: 'checkout.hero.gender.girl',
  boy: 'checkout.hero.gender.boy',
  none: 'checkout.hero.gender.none',
} as const satisfies Record<HeroGender | 'none', CheckoutMessageId>;
const KIND_NAME = {
  superhero: 'checkout.hero.kind.superhero',
  princess: 'checkout.hero.kind.princess',
  prince: 'checkout.hero.kind.prince',
  knight: 'checkout.hero.kind.knight',
  wizard: 'checkout.hero.kind.wizard',
  fairy: 'checkout.hero.kind.fairy',
  mermaid: 'checkout.hero.kind.mermaid',
  pirate: 'checkout.hero.kind.pirate',
  astronaut: 'checkout.hero.kind.astronaut',
  robot: 'checkout.hero.kind.robot',
  dinosaur: 'checkout.hero.kind.dinosaur',
  dragon: 'checkout.hero.kind.dragon',
  unicorn: 'checkout.hero.kind.unicorn',
  cat: 'checkout.hero.kind.cat',
  dog: 'checkout.hero.kind.dog',
  bear: 'checkout.hero.kind.bear',
  rabbit: 'checkout.hero.kind.rabbit',
  horse: 'checkout.hero.kind.horse',
  'fire truck': 'checkout.hero.kind.fire-truck',
  car: 'checkout.hero.kind.car',
  train: 'checkout.hero.kind.train',
  plane: 'checkout.hero.kind.plane',
  friend: 'checkout.hero.kind.friend',
} as const satisfies Record<HeroKind, CheckoutMessageId>;
const PART_NAME = {
  cape: 'checkout.hero.part.cape',
  suit: 'checkout.hero.part.suit',
  mask: 'checkout.hero.part.mask',
  dress: 'checkout.hero.part.dress',
  hair: 'checkout.hero.part.hair',
  body: 'checkout.hero.part.body',
  tail: 'checkout.hero.part.tail',
  armour: 'checkout.hero.part.armour',
  wings: 'checkout.hero.part.wings',
  hat: 'checkout.hero.part.hat',
} as const satisfies Record<HeroPart, CheckoutMessageId>;
const COLOUR_NAME = {
  red: 'checkout.hero.colour.red',
  orange: 'checkout.hero.colour.orange',
  yellow: 'checkout.hero.colour.yellow',
  green: 'checkout.hero.colour.green',
  blue: 'checkout.hero.colour.blue',
  'light blue': 'checkout.hero.colour.light-blue',
  purple: 'checkout.hero.colour.purple',
  pink: 'checkout.hero.colour.pink',
  brown: 'checkout.hero.colour.brown',
  black: 'checkout.hero.colour.black',
  white: 'checkout.hero.colour.white',
  gold: 'checkout.hero.colour.gold',
  silver: 'checkout.hero.colour.silver',
} as const satisfies Record<HeroColour, CheckoutMessageId>;
const ACCESSORY_NAME = {
  mask: 'checkout.hero.accessory.mask',
  crown: 'checkout.hero.accessory.crown',
  wand: 'checkout.hero.accessory.wand',
  sword: 'checkout.hero.accessory.sword',
  shield: 'checkout.hero.accessory.shield',
  helmet: 'checkout.hero.accessory.helmet',
  glasses: 'checkout.hero.accessory.glasses',
  bow: 'checkout.hero.accessory.bow',
} as const satisfies Record<HeroAccessory, CheckoutMessageId>;
/** A DOM value without the vocabulary's spaces ('light blue'). */
const slug = (value: string) => value.replace(/\s+/g, '-');

/** The hero drawn alone as the book will draw it (GET /hero_picture: the vocabulary only, nothing personal). */
export function heroPictureUrl(hero: FavouriteHero, style: string): string {
  const query = new URLSearchParams({ kind: hero.kind, style });
  const colours = Object.entries(hero.colours)
    .map(([part, colour]) => `${part}:${colour}`)
    .join(',');
  if (colours) query.set('colours', colours);
  if (hero.accessories.length > 0) query.set('accessories', hero.accessories.join(','));
  if (hero.gender) query.set('gender', hero.gender);
  return apiUrl(`/hero_picture?${query}`);
}

/**
 * The favourite hero of a custom story as the server read it from the parent's words, for the parent to correct
 * like the child's looks: what the hero is, a colour for each part the kind is drawn with (or its usual one), the
 * accessories, and for a person whose words leave it open, girl or boy. Native radio groups, a select and
 * checkboxes, so the keyboard works as everywhere. Every change is reported at once; the step saves it.
 */
export function HeroBuilder({ hero, onChange }: { hero: FavouriteHero; onChange: (hero: FavouriteHero) => void }) {
  const t = useT();
  // A colour the words gave a part the kind is not drawn with stays visible, so it can be set back.
  const parts = HERO_PARTS.filter((part) => HERO_KIND_PARTS[hero.kind].includes(part) || hero.colours[part]);

  const setColour = (part: HeroPart, colour: HeroColour | null) => {
    const colours = { ...hero.colours };
    if (colour) colours[part] = colour;
    else delete colours[part];
    onChange({ ...hero, colours });
  };
  const toggleAccessory = (accessory: HeroAccessory, on: boolean) =>
    onChange({
      ...hero,
      // In the vocabulary's order, so the same choice is always the same list.
      accessories: HERO_ACCESSORIES.filter((item) => (item === accessory ? on : hero.accessories.includes(item))),
    });
  const setGender = (gender: HeroGender | null) => onChange({ ...hero, gender });

  return (
    <div className="co-features co-hero">
      <div className="co-hero__kind">
        <SelectField
          id="hero-kind"
          label={t('checkout.hero.kind')}
          value={hero.kind}
          options={HERO_KINDS.map((kind) => ({ value: kind, label: t(KIND_NAME[kind]) }))}
          onChange={(kind) => onChange({ ...hero, kind })}
        />
      </div>
      {GENDERED.has(hero.kind) && (
        <Group name="hero-gender" legend={<Message id="checkout.hero.gender" />}>
          {(['girl', 'boy', null] as const).map((gender) => (
            <label key={gender ?? 'none'} className="co-chip">
              <input
                type="radio"
                name="hero-gender"
                value={gender ?? 'none'}
                checked={hero.gender === gender}
                onChange={() => setGender(gender)}
              />
              <span className="co-chip__text">
                <Message id={GENDER_NAME[gender ?? 'none']} />
              </span>
            </label>
          ))}
        </Group>
      )}
      {parts.map((part) => {
        const current = hero.colours[part];
        return (
          <Group
            key={part}
            name={`hero-${part}`}
            legend={<Message id={PART_NAME[part]} />}
            current={t(current ? COLOUR_NAME[current] : 'checkout.hero.colour.usual')}
          >
            <label className="co-swatch-option" title={t('checkout.hero.colour.usual')}>
              <input
                type="radio"
                name={`hero-colour-${part}`}
                value="usual"
                checked={!current}
                onChange={() => setColour(part, null)}
              />
              <span className="co-swatch-option__colour co-swatch-option__colour--usual" aria-hidden="true" />
              <span className="visually-hidden">{t('checkout.hero.colour.usual')}</span>
            </label>
            {HERO_COLOURS.map((colour) => (
              <label key={colour} className="co-swatch-option" title={t(COLOUR_NAME[colour])}>
                <input
                  type="radio"
                  name={`hero-colour-${part}`}
                  value={slug(colour)}
                  checked={current === colour}
                  onChange={() => setColour(part, colour)}
                />
                <span
                  className="co-swatch-option__colour"
                  style={{ '--swatch': HERO_COLOUR_HEX[colour] } as CSSProperties}
                  aria-hidden="true"
                />
                <span className="visually-hidden">{t(COLOUR_NAME[colour])}</span>
              </label>
            ))}
          </Group>
        );
      })}
      <Group name="hero-accessories" legend={<Message id="checkout.hero.accessories" />}>
        {HERO_ACCESSORIES.map((accessory) => (
          <label key={accessory} className="co-chip">
            <input
              type="checkbox"
              name="hero-accessory"
              value={accessory}
              checked={hero.accessories.includes(accessory)}
              onChange={(event) => toggleAccessory(accessory, event.target.checked)}
            />
            <span className="co-chip__text">{t(ACCESSORY_NAME[accessory])}</span>
          </label>
        ))}
      </Group>
    </div>
  );
}
