/**
 * The child's favourite hero of a custom story, understood: what the parent typed ("a superhero girl with a red
 * cape and a mask", "qırmızı plaşlı qəhrəman", "розовый единорог") read into a kind from a fixed vocabulary, the
 * colours of the parts the words name, and the accessories. The server reads the words
 * (server/src/characters/favourite-hero), the parent corrects the result in the character builder like the
 * child's features, and the art engine draws the hero from this alone, never from the words. A trademarked
 * character is understood as its kind and colours and drawn as a generic figure; its name is never kept.
 *
 * The vocabularies are the API's: `GET /orders/{id}/characters` returns `favourite_hero` in this shape and
 * `PATCH /orders/{id}` accepts a corrected one, validated by `favouriteHeroSchema`.
 */
import { FAVOURITE_HERO_MAX } from '../validation/limits';
import { z } from '../zod';

/** What the hero is. Multi-word kinds are written with spaces; 'friend' is the kind when nothing fits. */
export const HERO_KINDS = [
  'superhero',
  'princess',
  'prince',
  'knight',
  'wizard',
  'fairy',
  'mermaid',
  'pirate',
  'astronaut',
  'robot',
  'dinosaur',
  'dragon',
  'unicorn',
  'cat',
  'dog',
  'bear',
  'rabbit',
  'horse',
  'fire truck',
  'car',
  'train',
  'plane',
  'friend',
] as const;
export type HeroKind = (typeof HERO_KINDS)[number];

/** The parts of a hero a colour can belong to. */
export const HERO_PARTS = ['cape', 'suit', 'mask', 'dress', 'hair', 'body', 'tail', 'armour', 'wings', 'hat'] as const;
export type HeroPart = (typeof HERO_PARTS)[number];

/**
 * The parts each kind is drawn with, in the order the builder offers them: the parts a colour changes in the
 * picture (server/src/art/heroes). A colour the words gave another part is kept and shown, but this is what a
 * parent can pick for the kind.
 */
export const HERO_KIND_PARTS: Readonly<Record<HeroKind, readonly HeroPart[]>> = {
  superhero: ['cape', 'suit', 'mask', 'hair'],
  princess: ['dress', 'hair'],
  prince: ['suit', 'cape', 'hair'],
  knight: ['armour', 'cape'],
  wizard: ['suit', 'hat', 'hair'],
  fairy: ['dress', 'wings', 'hair'],
  mermaid: ['tail', 'suit', 'hair'],
  pirate: ['suit', 'hat', 'hair'],
  astronaut: ['suit'],
  robot: ['body'],
  dinosaur: ['body', 'tail'],
  dragon: ['body', 'wings', 'tail'],
  unicorn: ['body', 'hair', 'tail'],
  cat: ['body', 'tail'],
  dog: ['body', 'tail'],
  bear: ['body'],
  rabbit: ['body'],
  horse: ['body', 'hair', 'tail'],
  'fire truck': ['body'],
  car: ['body'],
  train: ['body'],
  plane: ['body', 'wings'],
  friend: ['body'],
};

/** The colour names a part can have ('light blue' is the ice-blue of a snow princess's dress). */
export const HERO_COLOURS = [
  'red',
  'orange',
  'yellow',
  'green',
  'blue',
  'light blue',
  'purple',
  'pink',
  'brown',
  'black',
  'white',
  'gold',
  'silver',
] as const;
export type HeroColour = (typeof HERO_COLOURS)[number];

/** Things a hero carries or wears besides the coloured parts. */
export const HERO_ACCESSORIES = ['mask', 'crown', 'wand', 'sword', 'shield', 'helmet', 'glasses', 'bow'] as const;
export type HeroAccessory = (typeof HERO_ACCESSORIES)[number];

/**
 * Whom the hero is drawn and written as: a girl hero ("superhero girl", "принцесса", "kız") is drawn with a
 * girl's hair and build and agrees as feminine in Russian; null where the words do not say (a car, a cat).
 */
export const HERO_GENDERS = ['girl', 'boy'] as const;
export type HeroGender = (typeof HERO_GENDERS)[number];

/** The sRGB colour each hero colour name is drawn with (the builder's swatches show the same). */
export const HERO_COLOUR_HEX: Readonly<Record<HeroColour, string>> = {
  red: '#e2453c',
  orange: '#f28c38',
  yellow: '#f6c93c',
  green: '#4caf5a',
  blue: '#3f6fd1',
  'light blue': '#8fd0f4',
  purple: '#8a5ad0',
  pink: '#f27aa8',
  brown: '#9a6a44',
  black: '#3a3550',
  white: '#f4f2fa',
  gold: '#e8b83a',
  silver: '#b8c0d0',
};

/** A hero's own name the parent gave ("a dragon called Sparky"); never a trademarked one. */
export const HERO_NAME_MAX = 40;

export interface FavouriteHero {
  kind: HeroKind;
  /** The colour of each part the words name (a part named without a colour gets the kind's usual one). */
  colours: Partial<Record<HeroPart, HeroColour>>;
  accessories: HeroAccessory[];
  gender: HeroGender | null;
  name: string | null;
  /** The parent's words, exactly as typed. */
  words: string;
}

export const favouriteHeroSchema = z.strictObject({
  kind: z.enum(HERO_KINDS),
  colours: z.partialRecord(z.enum(HERO_PARTS), z.enum(HERO_COLOURS)),
  accessories: z
    .array(z.enum(HERO_ACCESSORIES))
    .max(HERO_ACCESSORIES.length)
    .refine((list) => new Set(list).size === list.length, 'accessories_repeat'),
  gender: z.enum(HERO_GENDERS).nullable(),
  name: z.string().trim().min(1).max(HERO_NAME_MAX).nullable(),
  words: z.string().max(FAVOURITE_HERO_MAX),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemaMatchesType: Same<z.infer<typeof favouriteHeroSchema>, FavouriteHero> = true;
void schemaMatchesType;
