/**
 * The default generator: no model, no network. A head-and-shoulders crop around the detected face,
 * painted in each style by styles.ts and laid on its card (art.ts). Typically about a second for all
 * four styles once the cards are drawn (`npm run bench:characters`).
 */
import type { CharacterGenerator, CharacterSource, GeneratedCharacter, IllustrationStyle } from './generator';
import { cropPortrait } from './portrait';
import { CHARACTER_SIZE, preparePortrait, STYLE_RENDERERS, WORK_SIZE } from './styles';

export class LocalPortraitGenerator implements CharacterGenerator {
  readonly name = 'local-portrait-v1';

  async generate(source: CharacterSource, styles: readonly IllustrationStyle[]): Promise<GeneratedCharacter[]> {
    const portrait = await cropPortrait(source.photo, source, source.face, WORK_SIZE);
    const prepared = await preparePortrait(portrait);
    // Together: while one style's JavaScript runs, libvips works on another's compositing and encoding.
    return Promise.all(
      styles.map(async (style) => ({
        style,
        data: await STYLE_RENDERERS[style](prepared),
        contentType: 'image/jpeg' as const,
        width: CHARACTER_SIZE,
        height: CHARACTER_SIZE,
      })),
    );
  }
}
