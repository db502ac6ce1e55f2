/**
 * The create-story wizard and the sandbox gateway's payment page as a parent uses them, in English or
 * Azerbaijani. The words are the catalogue's (remotes/checkout/src/messages.ts and the gateway's page
 * messages); they are repeated here because the catalogue module loads the whole front end.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

export const FACE_PHOTO = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../server/tests/fixtures/photos/astronaut.png',
);

export const CARDS = { success: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

const WORDS = {
  en: {
    prefix: '',
    next: 'Next',
    girl: 'Girl',
    childName: "Child's name",
    childAge: "Child's age",
    terms: /^I agree to the terms and conditions/,
    choosePhoto: 'Choose a photo',
    photoHeading: 'Upload a photo',
    storyHeading: 'Choose a story',
    custom: /^Custom story/,
    hero: 'Favourite hero',
    meet: (name: string) => `Meet ${name}, the heroine of your book!`,
    style: 'Watercolour',
    defaultStyle: '3D animation',
    characterAlt: (name: string, style: string) => `${name} drawn in the “${style}” style`,
    hairColour: 'Hair colour',
    ginger: 'Ginger',
    glasses: 'Glasses',
    version: { pdf: /^PDF/, softcover: /^Softcover/, hardcover: /^Hardcover/ },
    fullName: 'Full name',
    email: 'E-mail address',
    phone: 'Phone number',
    address: 'Shipping address',
    postalCode: 'Postal code',
    confirmHeading: 'Confirm and pay',
    pay: /^Pay /,
    cardNumber: 'Card number',
    expiry: /^Expiry date/,
    cvc: 'Security code (CVC)',
    gatewayPay: /^Pay /,
    thanks: 'Thank you for your order!',
    delivery: 'Delivery usually takes 5-7 business days.',
    pdfByEmail: (email: string) => `We'll e-mail the PDF to ${email} as soon as it's ready.`,
    paymentFailed:
      "We couldn't process your payment. Please try again or contact our support team if the problem persists.",
    tryAgain: 'Try Again',
    backToHome: 'Back to Home',
  },
  az: {
    prefix: '/az',
    next: 'Növbəti',
    girl: 'Qız',
    childName: 'Uşağın adı',
    childAge: 'Uşağın yaşı',
    terms: /^Şərtlər və qaydalarla .*razıyam$/,
    choosePhoto: 'Fotoşəkil seçin',
    photoHeading: 'Fotoşəkil yükləyin',
    storyHeading: 'Nağıl seçin',
    custom: /^Fərdi nağıl/,
    hero: 'Sevimli qəhrəman',
    meet: (name: string) => `Tanış olun: kitabınızın qəhrəmanı ${name}!`,
    style: 'Akvarel',
    defaultStyle: '3D animasiya',
    characterAlt: (name: string, style: string) => `“${style}” üslubu: ${name}`,
    hairColour: 'Saç rəngi',
    ginger: 'Kürən',
    glasses: 'Eynək',
    version: { pdf: /^PDF versiyası/, softcover: /^Yumşaq üzlük/, hardcover: /^Sərt üzlük/ },
    fullName: 'Ad və soyad',
    email: 'E-poçt ünvanı',
    phone: 'Telefon nömrəsi',
    address: 'Çatdırılma ünvanı',
    postalCode: 'Poçt indeksi',
    confirmHeading: 'Təsdiq edin və ödəyin',
    pay: / ödə$/,
    cardNumber: 'Kart nömrəsi',
    expiry: /^Bitmə tarixi/,
    cvc: 'Təhlükəsizlik kodu (CVC)',
    gatewayPay: / ödə$/,
    thanks: 'Sifarişiniz üçün təşəkkür edirik!',
    delivery: 'Çatdırılma adətən 5-7 iş günü çəkir.',
    pdfByEmail: (email: string) => `PDF hazır olan kimi onu ${email} ünvanına göndərəcəyik.`,
    paymentFailed:
      'Ödənişinizi həyata keçirə bilmədik. Zəhmət olmasa, yenidən cəhd edin və ya problem davam edərsə, dəstək komandamızla əlaqə saxlayın.',
    tryAgain: 'Yenidən cəhd edin',
    backToHome: 'Ana səhifəyə qayıdın',
  },
} as const;

export type WizardLocale = keyof typeof WORDS;

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
}

/** Generation takes up to a minute (spec section 9); the wizard gives up after that. */
const CHARACTERS_TIMEOUT = 75_000;

export class CheckoutWizard {
  readonly words: (typeof WORDS)[WizardLocale];

  constructor(
    readonly page: Page,
    readonly locale: WizardLocale = 'en',
  ) {
    this.words = WORDS[locale];
  }

  private next() {
    return this.page.getByRole('button', { name: this.words.next, exact: true }).click();
  }

  /** Every step from the child's details to the confirmation, as a parent fills them in. */
  async fillWizard(order: Order) {
    const { page, words } = this;
    const query = order.book ? `?book=${encodeURIComponent(order.book)}` : '';
    await page.goto(`${words.prefix}/create-story${query}`);

    await page.getByLabel(words.girl, { exact: true }).check();
    await page.getByLabel(words.childName).fill(order.child);
    await page.getByLabel(words.childAge).fill('6');
    await page.getByLabel(words.terms).check();
    await this.next();

    await expect(page.getByRole('heading', { name: words.photoHeading })).toBeFocused();
    await page.getByLabel(words.choosePhoto).setInputFiles(FACE_PHOTO);
    // The face check runs on the server; Next opens once it accepted the photo.
    await expect(page.getByRole('button', { name: words.next, exact: true })).toBeEnabled({ timeout: 60_000 });
    await this.next();

    await expect(page.getByRole('heading', { name: words.storyHeading })).toBeVisible();
    if (!order.book) {
      await page.getByLabel(words.custom).check();
      await page.getByLabel(words.hero, { exact: true }).fill(order.hero ?? 'a friendly dragon');
    } else {
      // The deep link chose the book already.
      await expect(page.locator(`#story-book-${order.book}`)).toBeChecked();
    }
    await this.next();

    await expect(page.getByText(words.meet(order.child))).toBeVisible({ timeout: CHARACTERS_TIMEOUT });
    if (order.changeStyle) await page.getByLabel(words.style, { exact: true }).check();
    // The big picture follows the chosen style.
    const character = page.getByRole('img', {
      name: words.characterAlt(order.child, order.changeStyle ? words.style : words.defaultStyle),
      exact: true,
    });
    await expect(character).toBeVisible();
    if (order.correctLooks) await this.correctLooks(character);
    await this.next();

    await page.getByLabel(words.version[order.version]).check();
    await this.next();

    await page.getByLabel(words.fullName).fill('Aysel Mammadova');
    await page.getByLabel(words.email).fill(order.email);
    await page.getByLabel(words.phone).fill('+994 50 123 45 67');
    if (order.version !== 'pdf') {
      await page.getByLabel(words.address).fill('12 Nizami Street, Baku');
      await page.getByLabel(words.postalCode).fill('AZ1000');
    }
    await page.getByLabel(words.terms).check();
    await this.next();

    await expect(page.getByRole('heading', { name: words.confirmHeading, level: 2 })).toBeVisible();
    await expect(page.getByText(order.email)).toBeVisible();
  }

  /** The builder under the pictures: a swatch and a switch, by keyboard-reachable labels; the picture is redrawn. */
  private async correctLooks(character: ReturnType<Page['getByRole']>) {
    const { page, words } = this;
    const drawn = await character.getAttribute('src');
    const hair = page.getByRole('group', { name: new RegExp(`^${words.hairColour}`) });
    await hair.getByRole('radio', { name: words.ginger, exact: true }).check();
    await page.getByRole('switch', { name: words.glasses, exact: true }).check();
    // Redrawn within a second of the pause after the last change.
    await expect(character).not.toHaveAttribute('src', drawn ?? '', { timeout: 5_000 });
    await expect(hair.getByRole('radio', { name: words.ginger, exact: true })).toBeChecked();
    await expect(page.getByRole('switch', { name: words.glasses, exact: true })).toBeChecked();
  }

  async pay() {
    await this.page.getByRole('button', { name: this.words.pay }).click();
  }

  /** The sandbox gateway's hosted page: a card, any future expiry, any three digits. */
  async payOnGateway(card: string) {
    const { page, words } = this;
    await expect(page).toHaveURL(/\/sandbox-gateway\/pay\//);
    await page.getByLabel(words.cardNumber).fill(card);
    const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
    await page.getByLabel(words.expiry).fill(`12/${nextYear}`);
    await page.getByLabel(words.cvc).fill('123');
    await page.getByRole('button', { name: words.gatewayPay }).click();
  }

  async expectSuccess(order: Pick<Order, 'version' | 'email'>) {
    const { page, words } = this;
    await expect(page).toHaveURL(new RegExp(`${words.prefix}/order-success\\?order=`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.thanks, { timeout: 30_000 });
    await expect(page.getByText(/SB-\d+/)).toBeVisible();
    await expect(
      page.getByText(order.version === 'pdf' ? words.pdfByEmail(order.email) : words.delivery),
    ).toBeVisible();
  }
}
