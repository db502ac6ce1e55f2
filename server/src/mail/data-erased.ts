/**
 * 'Your child's data has been deleted': the confirmation of a deletion the parent asked for (from the order's page,
 * or by writing to the team), in the order's language, naming exactly what went. No tracking link: with the
 * contact details gone, tracking cannot find the order any more.
 */
import type { ErasedItem } from '@shop/shared/orders';
import type { Locale } from '../db/schema';
import { renderMail } from './layout';
import { formatDate, formatter, orderMailWords } from './order-update';
import type { MailMessage } from './types';

export const DATA_ERASED_KIND = 'data-erased';

const en = {
  subject: "Your child's data has been deleted (order {orderNumber})",
  intro: 'As you asked, on {date} we deleted the personal data of order {orderNumber}: {items}.',
  kept: 'We keep only what accounting law requires: the order number, the amounts and the dates. The deletion cannot be undone, and this is the last e-mail we send you about this order.',
  photo: "your child's photo",
  face_box: 'the outline of the face found in it',
  features: 'the features measured from it',
  portraits: 'the character portraits',
  preview: 'the book preview',
  book: "the finished book's files",
  child: "your child's name and age",
  contact: 'your name, e-mail address, phone number and delivery address',
};

type Messages = typeof en;

const MESSAGES: Record<Locale, Messages> = {
  en,
  ru: {
    subject: 'Данные вашего ребёнка удалены (заказ {orderNumber})',
    intro: 'По вашей просьбе {date} мы удалили персональные данные заказа {orderNumber}: {items}.',
    kept: 'Мы храним только то, что требует бухгалтерское законодательство: номер заказа, суммы и даты. Удаление нельзя отменить, и это последнее письмо, которое мы отправляем вам по этому заказу.',
    photo: 'фотографию ребёнка',
    face_box: 'найденную на ней область лица',
    features: 'определённые по ней черты внешности',
    portraits: 'портреты персонажа',
    preview: 'предпросмотр книги',
    book: 'файлы готовой книги',
    child: 'имя и возраст ребёнка',
    contact: 'ваши имя, адрес электронной почты, номер телефона и адрес доставки',
  },
  tr: {
    subject: 'Çocuğunuzun verileri silindi ({orderNumber} numaralı sipariş)',
    intro: 'İsteğiniz üzerine {date} tarihinde {orderNumber} numaralı siparişin kişisel verilerini sildik: {items}.',
    kept: 'Yalnızca muhasebe mevzuatının gerektirdiği bilgileri saklıyoruz: sipariş numarası, tutarlar ve tarihler. Silme işlemi geri alınamaz ve bu, size bu siparişle ilgili gönderdiğimiz son e-postadır.',
    photo: 'çocuğunuzun fotoğrafı',
    face_box: 'fotoğrafta bulunan yüz alanı',
    features: 'fotoğraftan ölçülen görünüş özellikleri',
    portraits: 'karakter portreleri',
    preview: 'kitap önizlemesi',
    book: 'hazır kitabın dosyaları',
    child: 'çocuğunuzun adı ve yaşı',
    contact: 'adınız, e-posta adresiniz, telefon numaranız ve teslimat adresiniz',
  },
  az: {
    subject: 'Övladınızın məlumatları silindi ({orderNumber} nömrəli sifariş)',
    intro: 'Xahişinizə əsasən {date} tarixində {orderNumber} nömrəli sifarişin şəxsi məlumatlarını sildik: {items}.',
    kept: 'Yalnız mühasibat qanunvericiliyinin tələb etdiyi məlumatları saxlayırıq: sifariş nömrəsini, məbləğləri və tarixləri. Silinmə geri qaytarıla bilməz və bu, həmin sifarişlə bağlı sizə göndərdiyimiz sonuncu məktubdur.',
    photo: 'övladınızın fotoşəkli',
    face_box: 'fotoşəkildə tapılan üz sahəsi',
    features: 'fotoşəkilə əsasən müəyyən edilən görünüş xüsusiyyətləri',
    portraits: 'personaj portretləri',
    preview: 'kitabın önizləməsi',
    book: 'hazır kitabın faylları',
    child: 'övladınızın adı və yaşı',
    contact: 'adınız, e-poçt ünvanınız, telefon nömrəniz və çatdırılma ünvanınız',
  },
};

export interface DataErasedInput {
  locale: Locale;
  to: string;
  /** The parent's name as it was before the deletion; null greets without a name. */
  fullName: string | null;
  orderNumber: string;
  at: Date;
  items: readonly ErasedItem[];
  siteName: string;
}

export function dataErasedEmail(input: DataErasedInput): MailMessage {
  const say = formatter(MESSAGES[input.locale], input.locale);
  const words = orderMailWords(input);
  const items = new Intl.ListFormat(input.locale, { type: 'conjunction' }).format(input.items.map((item) => say(item)));
  const intro = say('intro', {
    orderNumber: input.orderNumber,
    date: formatDate(input.at, input.locale),
    items,
  });
  const { text, html } = renderMail({
    locale: input.locale,
    siteName: input.siteName,
    preheader: intro,
    greeting: words.greeting,
    blocks: [
      { kind: 'paragraph', text: intro },
      { kind: 'paragraph', text: say('kept') },
    ],
    signOff: words.signOff,
  });
  return { to: input.to, subject: say('subject', { orderNumber: input.orderNumber }), text, html };
}
