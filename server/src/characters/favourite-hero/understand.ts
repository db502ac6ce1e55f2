/**
 * Reads the parent's words into a FavouriteHero (@shop/shared/characters): kind, part colours, accessories,
 * gender, the hero's own name. Placeholder: maps the old companion reading onto the new shape until the
 * four-language reader lands (issue 29).
 */
import type { FavouriteHero, HeroColour, HeroKind } from '@shop/shared/characters';
import { companionFromText } from '../../art/companion';

const KIND: Record<string, HeroKind> = {
  hero: 'superhero',
  ninja: 'superhero',
  bunny: 'rabbit',
};

export function understandHero(words: string): FavouriteHero {
  const look = companionFromText(words);
  const kind = (KIND[look.kind] ?? look.kind) as HeroKind;
  const colour = (c: string | undefined): HeroColour =>
    c === 'lightblue' ? 'light blue' : ((c ?? 'red') as HeroColour);
  const colours: FavouriteHero['colours'] =
    kind === 'superhero'
      ? { suit: colour(look.colors[0]), ...(look.cape ? { cape: colour(look.colors[1]) } : {}) }
      : { body: colour(look.colors[0]) };
  return {
    kind,
    colours,
    accessories: [...(look.mask ? (['mask'] as const) : []), ...(look.crown ? (['crown'] as const) : [])],
    gender: null,
    name: null,
    words,
  };
}
