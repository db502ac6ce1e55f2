/**
 * The title a custom book prints, made the way the book engine makes it (the order's hero resolved, its plot
 * family chosen, the title formatted in the book's language), for tests of the places that name the book.
 */
import { customStory } from '../src/book/custom';
import type { StoryLocale } from '../src/book/story-types';
import { storyText } from '../src/book/text';
import { resolveFavouriteHero } from '../src/characters/favourite-hero';

export function printedTitle(
  locale: StoryLocale,
  child: { name: string; gender: 'girl' | 'boy'; age: number; favouriteHero: string },
): string {
  const { script, favourite } = customStory(resolveFavouriteHero('custom', child), child.age);
  return storyText(script, { ...child, favourite }, locale).title;
}
