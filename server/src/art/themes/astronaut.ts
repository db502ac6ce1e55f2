import { child } from '../child';
import { g } from '../core';
import { glow } from '../finish';
import { grassField, hills, moon, sky, sparkle, starField } from '../landscape';
import { cabin, flag } from '../props/adventure';
import { earth, moonGround, planet, rocket, telescope } from '../props/nature';
import { astronautSpreads, atHome } from './astronaut-spreads';
import type { Theme } from './theme';

// The little astronaut — deep indigo space, teal and coral planets, an orange-trimmed white spacesuit.
export const astronaut: Theme = {
  hero: {
    skin: '#7a4e30',
    hair: '#1a1212',
    hairStyle: 'short',
    top: '#f2f4f8',
    bottom: '#e4e8f0',
    shoes: '#9aa5b8',
    collar: '#f28c28',
    headwear: 'helmet',
    extra: 'backpack',
    extraColor: '#c8ccd8',
  },
  // Inside the helmet a girl wears two buns: a tail would poke through the glass, a bob reads as a boy's cut.
  otherHero: { hairStyle: 'buns' },
  cover: (art, hero) => [
    sky(art, ['#10163f', '#2e2470', '#5a3a8a']),
    starField(art, 140, 0, 800),
    planet(art, 470, 170, 70, '#f2a66b', '#e07a5a', '#ffe0b0'),
    planet(art, 110, 300, 34, '#5fc9c0', '#3aa0a0'),
    glow(art, 300, 470, 260, '#8a7ae0', 0.35),
    rocket(art, 130, 690, 0.9, 35, true),
    child(art, hero, { arms: [40, 150], mood: 'grin' }, 330, 600, 1.6),
    planet(art, 520, 820, 160, '#a89ad8', '#8a7cc0'),
    sparkle(240, 220, 12, '#fff6c8'),
    sparkle(500, 420, 9, '#fff6c8'),
  ],
  pages: [
    (art, hero) => [
      sky(art, ['#1a2050', '#3a3a80', '#6a5a9a']),
      starField(art, 110, 0, 420),
      moon(art, 820, 130, 50),
      ...[110, 250, 390].map((x, i) =>
        g(cabin(art, 0, 0, 0.9 + (i % 2) * 0.2, '#3a3a6e', '#2a2850', false, i !== 1), {
          transform: `translate(${x} ${560 - (i % 2) * 6})`,
        }),
      ),
      hills(art, 540, 20, 4, '#3a5a6a', '#2a4252'),
      telescope(620, 560, 1.1),
      child(
        art,
        atHome(art, hero),
        {
          hands: [
            [-20, -90],
            [30, -96],
          ],
          mood: 'wonder',
          lookUp: true,
          gaze: 1,
        },
        520,
        640,
        1.4,
      ),
      rocket(art, 860, 640, 0.8, 0, false),
      grassField(art, 600, 700, 30, '#27404a', 22),
    ],
    (art, hero) => [
      sky(art, ['#0f153c', '#2a2268', '#4a2f7a']),
      starField(art, 160, 0, 700),
      planet(art, 830, 470, 110, '#5fc9c0', '#3aa0a0', '#bfeee6'),
      planet(art, 150, 140, 50, '#f2a66b', '#e07a5a'),
      planet(art, 900, 110, 22, '#ff8fb0', '#e0608a'),
      rocket(art, 420, 500, 1.5, 50, true, child(art, hero, { mood: 'grin' }, 0, -47, 0.5)),
      sparkle(620, 220, 14, '#fff6c8'),
      sparkle(270, 560, 10, '#fff6c8'),
    ],
    (art, hero) => [
      sky(art, ['#0c1236', '#24205c', '#3c2c6c']),
      starField(art, 120, 0, 450),
      earth(art, 790, 170, 80),
      moonGround(art, 500),
      rocket(art, 180, 600, 1.1, 0, false),
      flag(560, 610, 170, '#f28c28'),
      child(art, hero, { arms: [30, 150], mood: 'grin' }, 460, 620, 1.4),
    ],
  ],
  spreads: astronautSpreads,
};
