/**
 * The create-story wizard as a parent uses it, in English or Azerbaijani: every control found by its role or
 * its label, the way a screen reader finds it. The sandbox gateway and the result pages are payment-gateway.ts
 * and order-result.ts.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';
import { hydrated } from '../fixtures';
import { shot } from '../screenshots';
import { CHECKOUT_WORDS, type CheckoutLocale, type CheckoutWords } from './checkout-words';

export const FACE_PHOTO = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../server/tests/fixtures/photos/astronaut.png',
);

export interface Order {
  child: string;
  /** A ready-made book by slug (deep link), or a custom story around this hero. */
  book?: string;
  hero?: string;
  version: 'pdf' | 'softcover' | 'hardcover';
  email: string;
  /** Switch the character to watercolour; otherwise the style chosen in the first step stays. */
  changeStyle?: boolean;
  /** Correct the looks in the character builder (ginger hair, glasses) and see the pictures redrawn. */
  correctLooks?: boolean;
  /** A custom story: correct the favourite hero as the words were read (a purple body, a crown) and see it saved. */
  correctHero?: boolean;
  /** Where a printed book goes (its name in the page's language), when not the visitor's country. */
  deliveryCountry?: string;
  /** The shipping address as typed, line by line; a Baku street by default. */
  address?: string;
  /** The phone number as typed; an Azerbaijani number with its country code by default. */
  phone?: string;
}

/** The delivery country select's label (remotes/checkout/src/messages, checkout.contact.deliveryCountry). */
const DELIVERY_COUNTRY: Record<CheckoutLocale, string> = { en: 'Delivery country', az: 'Çatdırılma ölkəsi' };

/** Generation takes up to a minute (spec section 9); the wizard gives up after that. */
const CHARACTERS_TIMEOUT = 75_000;

export class CheckoutWizard {
  readonly words: CheckoutWords;
  readonly next: Locator;
  // Child step (the one terms box of the wizard)
  readonly girl: Locator;
  readonly childName: Locator;
  readonly childAge: Locator;
  readonly terms: Locator;
  // Photo step
  readonly photoHeading: Locator;
  readonly photo: Locator;
  // Story step
  readonly storyHeading: Locator;
  readonly customStory: Locator;
  readonly hero: Locator;
  readonly books: Locator;
  // Characters step: the style picker and the builder under the pictures
  readonly hairColour: Locator;
  readonly ginger: Locator;
  readonly glasses: Locator;
  // Contact step
  readonly fullName: Locator;
  readonly email: Locator;
  readonly phone: Locator;
  readonly deliveryCountry: Locator;
  readonly address: Locator;
  readonly postalCode: Locator;
  // Confirm step
  readonly confirmHeading: Locator;
  readonly payButton: Locator;

  constructor(
    readonly page: Page,
    readonly locale: CheckoutLocale = 'en',
  ) {
    const words = CHECKOUT_WORDS[locale];
    this.words = words;
    this.next = page.getByRole('button', { name: words.next, exact: true });
    this.girl = page.getByLabel(words.girl, { exact: true });
    this.childName = page.getByLabel(words.childName);
    this.childAge = page.getByLabel(words.childAge);
    this.terms = page.getByLabel(words.terms);
    this.photoHeading = page.getByRole('heading', { name: words.photoHeading });
    this.photo = page.getByLabel(words.choosePhoto);
    this.storyHeading = page.getByRole('heading', { name: words.storyHeading });
    this.customStory = page.getByLabel(words.custom);
    this.hero = page.getByLabel(words.hero, { exact: true });
    this.books = page.getByRole('group', { name: words.chooseBook });
    this.hairColour = page.getByRole('group', { name: new RegExp(`^${words.hairColour}`) });
    this.ginger = this.hairColour.getByRole('radio', { name: words.ginger, exact: true });
    this.glasses = page.getByRole('switch', { name: words.glasses, exact: true });
    this.fullName = page.getByLabel(words.fullName);
    this.email = page.getByLabel(words.email);
    this.phone = page.getByLabel(words.phone);
    this.deliveryCountry = page.getByLabel(DELIVERY_COUNTRY[locale]);
    this.address = page.getByLabel(words.address);
    this.postalCode = page.getByLabel(words.postalCode);
    this.confirmHeading = page.getByRole('heading', { name: words.confirmHeading, level: 2 });
    this.payButton = page.getByRole('button', { name: words.pay });
  }

  /** The big picture of the character, in the style it is drawn in. */
  character(child: string, style: string): Locator {
    return this.page.getByRole('img', { name: this.words.characterAlt(child, style), exact: true });
  }

  /**
   * Every step from the child's details to the confirmation, as a parent fills them in. `filled` runs when
   * the version and the contact steps are filled in, before Next (a spec's screenshots).
   */
  async fillWizard(order: Order, filled: (step: 'version' | 'contact') => Promise<void> = async () => undefined) {
    const { page, words } = this;
    const query = order.book ? `?book=${encodeURIComponent(order.book)}` : '';
    await page.goto(`${words.prefix}/create-story${query}`);
    await hydrated(page);

    await this.girl.check();
    await this.childName.fill(order.child);
    await this.childAge.fill('6');
    await this.terms.check();
    await this.next.click();

    await expect(this.photoHeading).toBeFocused();
    await this.photo.setInputFiles(FACE_PHOTO);
    // The face check runs on the server; Next opens once it accepted the photo.
    await expect(this.next).toBeEnabled({ timeout: 60_000 });
    await this.next.click();

    await expect(this.storyHeading).toBeVisible();
    if (!order.book) {
      await this.customStory.check();
      await this.hero.fill(order.hero ?? 'a friendly dragon');
    } else {
      // The deep link chose the book already: the one checked book is that one.
      await expect(this.books.getByRole('radio', { checked: true })).toHaveValue(order.book);
    }
    await this.next.click();

    await expect(page.getByText(words.meet(order.child))).toBeVisible({ timeout: CHARACTERS_TIMEOUT });
    if (order.changeStyle) await page.getByLabel(words.style, { exact: true }).check();
    // The big picture follows the chosen style.
    const character = this.character(order.child, order.changeStyle ? words.style : words.defaultStyle);
    await expect(character).toBeVisible();
    await shot(page, `characters-${this.locale}`);
    if (order.correctLooks) await this.correctLooks(character);
    if (order.correctHero) await this.correctHero();
    await this.next.click();

    await page.getByLabel(words.version[order.version]).check();
    await filled('version');
    await this.next.click();

    await this.fullName.fill('Aysel Mammadova');
    await this.email.fill(order.email);
    if (order.version !== 'pdf') {
      if (order.deliveryCountry) await this.deliveryCountry.selectOption({ label: order.deliveryCountry });
      await this.address.fill(order.address ?? '12 Nizami Street, Baku');
      await this.postalCode.fill('AZ1000');
    }
    await this.phone.fill(order.phone ?? '+994 50 123 45 67');
    // The terms were accepted with the child's details: this step has no box for them.
    await expect(this.terms).toHaveCount(0);
    await filled('contact');
    await this.next.click();

    await expect(this.confirmHeading).toBeVisible();
    await expect(page.getByText(order.email)).toBeVisible();
  }

  /** The builder under the pictures: a swatch and a switch, by keyboard-reachable labels; the picture is redrawn. */
  private async correctLooks(character: Locator) {
    const drawn = await character.getAttribute('src');
    await this.ginger.check();
    await this.glasses.check();
    // Redrawn; how fast is bench:characters' to measure (four pictures can take a while on a loaded CI machine).
    await expect(character).not.toHaveAttribute('src', drawn ?? '', { timeout: 30_000 });
    await expect(this.ginger).toBeChecked();
    await expect(this.glasses).toBeChecked();
  }

  /**
   * The favourite hero's builder of a custom story: the kind as the words said it, a colour and an accessory
   * changed, saved in one PATCH the server accepts.
   */
  private async correctHero() {
    const { page, words } = this;
    const section = page.getByRole('region', { name: words.heroSection });
    await expect(section.getByLabel(words.heroKind)).toHaveValue('dragon');
    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && (response.request().postData() ?? '').includes('crown'),
    );
    await section.getByRole('group', { name: words.heroBody }).getByRole('radio', { name: words.purple }).check();
    await section.getByRole('checkbox', { name: words.crown }).check();
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toMatchObject({
      order: { favourite_hero: { kind: 'dragon', colours: { body: 'purple' }, accessories: ['crown'] } },
    });
    // The hero's own picture follows the choice: the browser loads the purple, crowned dragon.
    const picture = section.getByRole('img', { name: words.heroPicture });
    await expect(picture).toHaveAttribute('src', /kind=dragon.*body%3Apurple.*accessories=crown/);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await shot(page, 'characters-favourite-hero');
  }

  async pay() {
    await this.payButton.click();
  }
}
