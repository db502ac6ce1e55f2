/**
 * The fulfilment e-mails in every language: actual sentences for both genders, the child's name never
 * inflected, the same content in the text and the HTML part, and what a customer typed escaped.
 */
import { mkdtemp, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FavouriteHero } from '@shop/shared/characters';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../src/db/schema';
import { customBookName } from '../../src/fulfilment/book-name';
import { bookReadyEmail } from '../../src/mail/book-ready';
import { deliveredEmail } from '../../src/mail/delivered';
import { writeToOutbox } from '../../src/mail/outbox';
import { shippedEmail } from '../../src/mail/shipped';
import { LocalStorage } from '../../src/storage/local';
import { parseMail } from '../fulfilment-mail';

const common = (locale: Locale) => ({
  locale,
  to: 'parent@example.com',
  fullName: 'Leyla <Aliyeva>',
  orderNumber: 'SB-001234',
  bookName: 'The Brave Little Explorer',
  trackingUrl: 'https://shop.example/track-order?order_number=SB-001234&email=parent%40example.com',
  siteName: 'Storybook Shop',
});

const bookReady = (locale: Locale, gender: 'girl' | 'boy', attached = true) =>
  bookReadyEmail({
    ...common(locale),
    childName: gender === 'girl' ? 'Aylin' : 'Murad',
    gender,
    downloadUrl: 'https://shop.example/api/v1/files/books/x/SB-001234.pdf?exp=1&sig=a',
    downloadExpiresAt: new Date('2026-12-22T10:00:00Z'),
    attachment: attached ? { filename: 'book.pdf', content: Buffer.from('%PDF-1.7') } : null,
  });

describe('the book-ready e-mail', () => {
  it('says the book is ready in each language, agreeing with the child in Russian', () => {
    expect(bookReady('en', 'girl').text).toContain(
      'Great news: your personalised book is ready, and Aylin is its hero!',
    );
    expect(bookReady('ru', 'girl').text).toContain(
      'ваша персональная книга готова, и её главная героиня\u00a0— Aylin!',
    );
    expect(bookReady('ru', 'boy').text).toContain('ваша персональная книга готова, и её главный герой\u00a0— Murad!');
    expect(bookReady('tr', 'boy').text).toContain('Kitabın kahramanı: Murad.');
    expect(bookReady('az', 'girl').text).toContain('Kitabın qəhrəmanı: Aylin.');
  });

  it('dates the link in the language and attaches the book, or says it is too large', () => {
    expect(bookReady('en', 'girl').text).toContain('The link works until December 22, 2026.');
    expect(bookReady('ru', 'girl').text).toContain('Ссылка действует до 22 декабря 2026 г.');
    expect(bookReady('tr', 'girl').text).toContain('Bağlantı 22 Aralık 2026 tarihine kadar geçerlidir.');
    expect(bookReady('az', 'girl').text).toContain('Keçid 22 dekabr 2026 tarixinədək etibarlıdır.');
    const attached = bookReady('en', 'girl');
    expect(attached.attachments).toEqual([
      { filename: 'book.pdf', content: Buffer.from('%PDF-1.7'), contentType: 'application/pdf' },
    ]);
    const linkOnly = bookReady('tr', 'boy', false);
    expect(linkOnly.attachments).toBeUndefined();
    expect(linkOnly.text).toContain('PDF dosyası e-postaya eklenemeyecek kadar büyük');
  });

  it('carries the same content in the HTML part, escaped', () => {
    const message = bookReady('en', 'girl');
    expect(message.subject).toBe('Your book is ready (order SB-001234)');
    expect(message.text).toContain('Hello Leyla <Aliyeva>,');
    expect(message.html).toContain('Hello Leyla &#60;Aliyeva&#62;,');
    expect(message.html).not.toContain('<Aliyeva>');
    expect(message.html).toContain(
      'href="https://shop.example/track-order?order_number=SB-001234&#38;email=parent%40example.com"',
    );
    expect(message.text).toContain(
      'Track your order: https://shop.example/track-order?order_number=SB-001234&email=parent%40example.com',
    );
  });
});

describe('the shipped e-mail', () => {
  const shipped = (locale: Locale, estimatedDelivery: string | null = '2026-12-01') =>
    shippedEmail({ ...common(locale), carrier: 'DHL', trackingNumber: 'JD0123', estimatedDelivery });

  it('lists carrier, tracking number and estimated delivery in each language', () => {
    expect(shipped('en').text).toContain('Carrier: DHL\nTracking number: JD0123\nEstimated delivery: December 1, 2026');
    expect(shipped('ru').text).toContain(
      'Служба доставки: DHL\nТрек-номер: JD0123\nОжидаемая дата доставки: 1 декабря 2026 г.',
    );
    expect(shipped('tr').text).toContain('Kargo firması: DHL\nTakip numarası: JD0123\nTahmini teslimat: 1 Aralık 2026');
    expect(shipped('az').text).toContain(
      'Çatdırılma xidməti: DHL\nİzləmə nömrəsi: JD0123\nTəxmini çatdırılma tarixi: 1 dekabr 2026',
    );
    expect(shipped('ru').subject).toBe('Ваш заказ SB-001234 отправлен');
    expect(shipped('az').subject).toBe('SB-001234 nömrəli sifarişiniz yola düşdü');
  });

  it('leaves out the estimate when the carrier gave none', () => {
    expect(shipped('en', null).text).not.toContain('Estimated delivery');
  });
});

describe('the delivered e-mail', () => {
  const delivered = (locale: Locale, gender: 'girl' | 'boy') =>
    deliveredEmail({
      ...common(locale),
      childName: gender === 'girl' ? 'Aylin' : 'Murad',
      gender,
      deliveredAt: new Date('2026-12-02T09:30:00Z'),
      contactUrl: 'https://shop.example/contact',
    });

  it('hopes the child loves the book, with the name standing alone', () => {
    expect(delivered('en', 'boy').text).toContain('Your book was delivered on December 2, 2026.');
    expect(delivered('en', 'boy').text).toContain('We hope Murad loves being the hero of this story!');
    expect(delivered('ru', 'girl').text).toContain('Надеемся, книга понравится: ведь её главная героиня\u00a0— Aylin!');
    expect(delivered('ru', 'boy').text).toContain('Надеемся, книга понравится: ведь её главный герой\u00a0— Murad!');
    expect(delivered('tr', 'girl').text).toContain('Umarız Aylin bu hikâyenin kahramanı olmayı çok sever!');
    expect(delivered('az', 'boy').text).toContain('Ümid edirik ki, Murad bu nağılın qəhrəmanı olmaqdan çox sevinəcək!');
    expect(delivered('az', 'boy').text).toContain('Bizə yazın: https://shop.example/contact');
  });
});

describe('every fulfilment e-mail', () => {
  it('reads cleanly in every language: no doubled full stops after a date, no empty placeholders', () => {
    for (const locale of ['en', 'ru', 'tr', 'az'] as const) {
      const texts = [
        bookReady(locale, 'girl').text,
        bookReady(locale, 'boy', false).text,
        shippedEmail({ ...common(locale), carrier: 'DHL', trackingNumber: 'JD0123', estimatedDelivery: '2026-12-01' })
          .text,
        deliveredEmail({
          ...common(locale),
          childName: 'Aylin',
          gender: 'girl',
          deliveredAt: new Date('2026-12-02T09:30:00Z'),
          contactUrl: 'https://shop.example/contact',
        }).text,
      ];
      for (const text of texts) {
        expect(text, locale).not.toMatch(/\.\.|\{|\}/);
      }
    }
    expect(
      deliveredEmail({
        ...common('ru'),
        childName: 'Aylin',
        gender: 'girl',
        deliveredAt: new Date('2026-12-02T09:30:00Z'),
        contactUrl: 'https://shop.example/contact',
      }).text,
    ).toContain('Ваша книга была доставлена 2 декабря 2026 г. и уже ждёт своих читателей.');
  });
});

describe('the name of a custom story', () => {
  // The parent's correction of the hero: a red-caped superhero, whatever the reader makes of the trademark.
  const favouriteHeroLook: FavouriteHero = {
    kind: 'superhero',
    colours: { cape: 'red' },
    accessories: ['mask'],
    gender: null,
    name: null,
    words: 'Spider-Man',
  };
  const child = { name: 'Murad', gender: 'boy' as const, age: 6, favouriteHero: 'Spider-Man', favouriteHeroLook };

  it('is the short title printed on the book, in each language, never the trademarked name', () => {
    const names = {
      en: customBookName('en', child),
      ru: customBookName('ru', { ...child, name: 'Aylin', gender: 'girl' }),
      tr: customBookName('tr', child),
      az: customBookName('az', child),
    };
    expect(names).toEqual({
      en: 'Murad and the Red-Caped Hero',
      ru: 'Aylin и супергерой в красном плаще',
      tr: 'Murad ve Kırmızı Pelerinli Kahraman',
      az: 'Murad və Qırmızı Plaşlı Qəhrəman',
    });
  });
});

describe('the outbox (no SMTP_URL)', () => {
  it('keeps the attachment in the .eml and only names it in the .json summary', async () => {
    const root = await mkdtemp(join(tmpdir(), 'shop-files-'));
    const storage = new LocalStorage(root, Buffer.alloc(32));
    const eml = await writeToOutbox(storage, 'Shop <no-reply@storybook.shop>', bookReady('en', 'girl'));
    expect(eml).toMatch(/^outbox\/[0-9TZ-]+-[0-9a-f]{8}\.eml$/);
    // It holds the child's book: no other local user may list the folder or read a message.
    expect((await stat(join(root, 'outbox'))).mode & 0o777).toBe(0o700);
    expect((await stat(join(root, eml))).mode & 0o777).toBe(0o600);
    expect((await stat(join(root, eml.replace(/\.eml$/, '.json')))).mode & 0o777).toBe(0o600);
    const read = async (key: string) => (await storage.get(key))?.data.toString('utf8') ?? '';
    const mail = parseMail(await read(eml));
    expect(mail.subject).toBe('Your book is ready (order SB-001234)');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.attachments.map((part) => [part.filename, part.content.toString('latin1')])).toEqual([
      ['book.pdf', '%PDF-1.7'],
    ]);
    const summary = JSON.parse(await read(eml.replace(/\.eml$/, '.json')));
    expect(summary.attachments).toEqual([{ filename: 'book.pdf', contentType: 'application/pdf', bytes: 8 }]);
    expect(summary.html).toContain('Great news');
  });
});
