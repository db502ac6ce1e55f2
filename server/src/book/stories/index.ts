/**
 * Every ready-made book's story script, by slug. Adding a book means adding its script here; the book tests
 * check that every book of the catalogue has one that fits its page count. Custom stories are plot families
 * chosen by the favourite hero (book/custom).
 */
import type { StoryScript } from '../story-types';
import { story as aDayWithTheDinosaurs } from './a-day-with-the-dinosaurs';
import { story as goodnightLittleStar } from './goodnight-little-star';
import { story as numbersInTheMagicGarden } from './numbers-in-the-magic-garden';
import { story as theGreatBalloonJourney } from './the-great-balloon-journey';
import { story as theBraveLittleExplorer } from './the-brave-little-explorer';
import { story as theDragonWhoWasAfraidOfTheDark } from './the-dragon-who-was-afraid-of-the-dark';
import { story as theDreamTrain } from './the-dream-train';
import { story as theKingdomUnderTheRainbow } from './the-kingdom-under-the-rainbow';
import { story as theLittleAstronaut } from './the-little-astronaut';
import { story as theLullabyForest } from './the-lullaby-forest';
import { story as theMountainOfEchoes } from './the-mountain-of-echoes';
import { story as theSecretOfTheSeasons } from './the-secret-of-the-seasons';
import { story as theSleepyMoonBoat } from './the-sleepy-moon-boat';
import { story as theUnicornOfTheNorthernLights } from './the-unicorn-of-the-northern-lights';
import { story as theWizardsLostWand } from './the-wizards-lost-wand';
import { story as treasureOfTheCoralIsland } from './treasure-of-the-coral-island';

export const READY_STORIES: Readonly<Record<string, StoryScript>> = {
  'a-day-with-the-dinosaurs': aDayWithTheDinosaurs,
  'goodnight-little-star': goodnightLittleStar,
  'numbers-in-the-magic-garden': numbersInTheMagicGarden,
  'the-brave-little-explorer': theBraveLittleExplorer,
  'the-dragon-who-was-afraid-of-the-dark': theDragonWhoWasAfraidOfTheDark,
  'the-dream-train': theDreamTrain,
  'the-great-balloon-journey': theGreatBalloonJourney,
  'the-kingdom-under-the-rainbow': theKingdomUnderTheRainbow,
  'the-little-astronaut': theLittleAstronaut,
  'the-lullaby-forest': theLullabyForest,
  'the-mountain-of-echoes': theMountainOfEchoes,
  'the-secret-of-the-seasons': theSecretOfTheSeasons,
  'the-sleepy-moon-boat': theSleepyMoonBoat,
  'the-unicorn-of-the-northern-lights': theUnicornOfTheNorthernLights,
  'the-wizards-lost-wand': theWizardsLostWand,
  'treasure-of-the-coral-island': treasureOfTheCoralIsland,
};

/** The script of a ready-made book's story (a custom story's comes from book/custom: customStory). */
export function storyScript(storyType: string | null, bookSlug: string | null): StoryScript | undefined {
  if (storyType === 'ready' && bookSlug && Object.hasOwn(READY_STORIES, bookSlug)) return READY_STORIES[bookSlug];
  return undefined;
}
