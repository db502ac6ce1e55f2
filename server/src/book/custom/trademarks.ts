/**
 * Whether a text names a trademarked character, so the book never prints it (the hero is drawn and named as a
 * generic figure of its kind instead). The favourite-hero reader (characters/favourite-hero) keeps the full
 * list for understanding the parent's words; this is the book's own last check over what it prints, and a
 * fallback while that list is not exported.
 */
// Only names that are not also ordinary words a story uses (no 'frozen', 'chase', 'ladybug').
const NAMES = [
  'spider-?man',
  'человек[- ]паук',
  'örümcek ?adam',
  'hörümçək ?adam',
  'elsa',
  'эльза',
  'холодное сердце',
  'karlar ülkesi',
  'batman',
  'бэтмен',
  'superman',
  'супермен',
  'wonder ?woman',
  'paw patrol',
  'щенячий патруль',
  'peppa',
  'пеппа',
  'mickey',
  'микки',
  'minnie',
  'hulk',
  'халк',
  'iron ?man',
  'железный человек',
  'captain america',
  'moana',
  'моана',
  'rapunzel',
  'рапунцель',
  'cinderella',
  'золушка',
  'pikachu',
  'пикачу',
  'sonic the hedgehog',
  'ежик соник',
  'barbie',
  'барби',
  'lightning mcqueen',
  'маккуин',
  'леди баг',
  'miraculous',
  'buzz lightyear',
  'базз лайтер',
  'ariel',
  'ариэль',
  'olaf',
  'олаф',
];

const PATTERN = new RegExp(`(?<![\\p{L}])(?:${NAMES.join('|')})(?![\\p{L}])`, 'iu');

export function mentionsTrademark(text: string): boolean {
  return PATTERN.test(text);
}
