/**
 * 'Your book is ready', for the PDF version: the book attached when it is small enough, and always a
 * signed, expiring download link. In the order's language; the child's name stands alone in every
 * sentence (no case ending, no suffix).
 */
import type { Locale } from '../db/schema';
import { formatDate, formatter, type OrderUpdateInput, renderOrderUpdate } from './order-update';
import type { MailMessage } from './types';

export const BOOK_READY_KIND = 'book-ready';

const en = {
  subject: 'Your book is ready (order {orderNumber})',
  intro: 'Great news: your personalised book is ready, and {childName} is its hero!',
  attached: 'The PDF is attached to this e-mail. You can also download it with the button below.',
  tooLarge: 'The PDF is too large to send as an attachment, so please download it with the button below.',
  download: 'Download the PDF',
  expires: 'The link works until {date}. After that, the order tracking page always gives you a new one.',
  enjoy: 'We hope you enjoy reading it together!',
};

type Messages = typeof en;

const MESSAGES: Record<Locale, Messages> = {
  en,
  ru: {
    subject: 'Ваша книга готова (заказ {orderNumber})',
    intro:
      '{gender, select, girl {Отличная новость: ваша персональная книга готова, и её главная героиня\u00a0— {childName}!} other {Отличная новость: ваша персональная книга готова, и её главный герой\u00a0— {childName}!}}',
    attached: 'PDF-файл приложен к этому письму. Его также можно скачать по кнопке ниже.',
    tooLarge: 'PDF-файл слишком большой, чтобы приложить его к письму, поэтому скачайте его по кнопке ниже.',
    download: 'Скачать PDF',
    expires: 'Ссылка действует до {date}, а потом новую ссылку всегда можно получить на странице отслеживания заказа.',
    enjoy: 'Приятного совместного чтения!',
  },
  tr: {
    subject: 'Kitabınız hazır ({orderNumber} numaralı sipariş)',
    intro: 'Harika bir haberimiz var: kişiye özel kitabınız hazır! Kitabın kahramanı: {childName}.',
    attached: 'PDF dosyası bu e-postanın ekinde. Aşağıdaki düğmeden de indirebilirsiniz.',
    tooLarge: 'PDF dosyası e-postaya eklenemeyecek kadar büyük; lütfen aşağıdaki düğmeden indirin.',
    download: 'PDF dosyasını indir',
    expires:
      'Bağlantı {date} tarihine kadar geçerlidir. Bu tarihten sonra sipariş takip sayfasından her zaman yeni bir bağlantı alabilirsiniz.',
    enjoy: 'Birlikte keyifli okumalar dileriz!',
  },
  az: {
    subject: 'Kitabınız hazırdır ({orderNumber} nömrəli sifariş)',
    intro: 'Şad xəbərimiz var: fərdi kitabınız hazırdır! Kitabın qəhrəmanı: {childName}.',
    attached: 'PDF faylı bu məktuba əlavə olunub. Onu aşağıdakı düymə ilə də yükləyə bilərsiniz.',
    tooLarge: 'PDF faylı məktuba əlavə etmək üçün çox böyükdür, ona görə də onu aşağıdakı düymə ilə yükləyin.',
    download: 'PDF faylını yüklə',
    expires:
      'Keçid {date} tarixinədək etibarlıdır. Bundan sonra sifarişin izlənməsi səhifəsində istənilən vaxt yeni keçid ala bilərsiniz.',
    enjoy: 'Birlikdə xoş mütaliələr arzulayırıq!',
  },
};

export interface BookReadyInput extends OrderUpdateInput {
  to: string;
  childName: string;
  gender: 'girl' | 'boy';
  /** Absolute, signed link to the PDF. */
  downloadUrl: string;
  downloadExpiresAt: Date;
  /** The book itself, or null when it is too large to attach (the link alone then). */
  attachment: { filename: string; content: Buffer } | null;
}

export function bookReadyEmail(input: BookReadyInput): MailMessage {
  const say = formatter(MESSAGES[input.locale], input.locale);
  const { text, html } = renderOrderUpdate(input, [
    { kind: 'paragraph', text: say('intro', { childName: input.childName, gender: input.gender }) },
    { kind: 'paragraph', text: say(input.attachment ? 'attached' : 'tooLarge') },
    {
      kind: 'button',
      label: say('download'),
      url: input.downloadUrl,
      note: say('expires', { date: formatDate(input.downloadExpiresAt, input.locale) }),
    },
    { kind: 'paragraph', text: say('enjoy') },
  ]);
  return {
    to: input.to,
    subject: say('subject', { orderNumber: input.orderNumber }),
    text,
    html,
    ...(input.attachment ? { attachments: [{ ...input.attachment, contentType: 'application/pdf' }] } : {}),
  };
}
