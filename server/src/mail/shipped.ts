/**
 * 'Your order is on its way': the carrier, the tracking number and the estimated delivery of a printed
 * book, in the order's language.
 */
import type { Locale } from '../db/schema';
import { formatDate, formatter, type OrderUpdateInput, renderOrderUpdate } from './order-update';
import type { MailMessage } from './types';

export const SHIPPED_KIND = 'shipped';

const en = {
  subject: 'Your order {orderNumber} is on its way',
  intro: 'Your book has been printed and is on its way to you.',
  carrier: 'Carrier',
  trackingNumber: 'Tracking number',
  estimatedDelivery: 'Estimated delivery',
  follow: 'You can follow the parcel with this tracking number on the carrier’s website or on our tracking page.',
};

type Messages = typeof en;

const MESSAGES: Record<Locale, Messages> = {
  en,
  ru: {
    subject: 'Ваш заказ {orderNumber} отправлен',
    intro: 'Ваша книга напечатана и уже в пути.',
    carrier: 'Служба доставки',
    trackingNumber: 'Трек-номер',
    estimatedDelivery: 'Ожидаемая дата доставки',
    follow: 'Следить за посылкой можно по трек-номеру на сайте службы доставки или на нашей странице отслеживания.',
  },
  tr: {
    subject: '{orderNumber} numaralı siparişiniz yola çıktı',
    intro: 'Kitabınız basıldı ve size doğru yola çıktı.',
    carrier: 'Kargo firması',
    trackingNumber: 'Takip numarası',
    estimatedDelivery: 'Tahmini teslimat',
    follow:
      'Kargonuzu bu takip numarasıyla kargo firmasının sitesinden ya da kendi takip sayfamızdan izleyebilirsiniz.',
  },
  az: {
    subject: '{orderNumber} nömrəli sifarişiniz yola düşdü',
    intro: 'Kitabınız çap olundu və artıq yoldadır.',
    carrier: 'Çatdırılma xidməti',
    trackingNumber: 'İzləmə nömrəsi',
    estimatedDelivery: 'Təxmini çatdırılma tarixi',
    follow:
      'Bağlamanı bu izləmə nömrəsi ilə çatdırılma xidmətinin saytında və ya bizim izləmə səhifəmizdə izləyə bilərsiniz.',
  },
};

export interface ShippedInput extends OrderUpdateInput {
  to: string;
  carrier: string;
  trackingNumber: string;
  /** yyyy-mm-dd, or null when the carrier gave none. */
  estimatedDelivery: string | null;
}

export function shippedEmail(input: ShippedInput): MailMessage {
  const say = formatter(MESSAGES[input.locale], input.locale);
  const rows: Array<readonly [string, string]> = [
    [say('carrier'), input.carrier],
    [say('trackingNumber'), input.trackingNumber],
  ];
  if (input.estimatedDelivery) {
    rows.push([say('estimatedDelivery'), formatDate(input.estimatedDelivery, input.locale)]);
  }
  const { text, html } = renderOrderUpdate(input, [
    { kind: 'paragraph', text: say('intro') },
    { kind: 'facts', rows },
    { kind: 'paragraph', text: say('follow') },
  ]);
  return { to: input.to, subject: say('subject', { orderNumber: input.orderNumber }), text, html };
}
