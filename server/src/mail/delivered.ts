/**
 * 'Your order has been delivered', in the order's language, with the way to reach the team if anything
 * is wrong. The child's name stands alone (subject or after a dash), never with a case ending.
 */
import type { Locale } from '../db/schema';
import { formatDate, formatter, type OrderUpdateInput, renderOrderUpdate } from './order-update';
import type { MailMessage } from './types';

export const DELIVERED_KIND = 'delivered';

const en = {
  subject: 'Your order {orderNumber} has been delivered',
  intro: 'Your book was delivered on {date}.',
  hope: 'We hope {childName} loves being the hero of this story!',
  problem: 'If anything is wrong with the book, write to us and we will make it right.',
  contact: 'Contact us',
};

type Messages = typeof en;

const MESSAGES: Record<Locale, Messages> = {
  en,
  ru: {
    subject: 'Ваш заказ {orderNumber} доставлен',
    intro: 'Ваша книга была доставлена {date} и уже ждёт своих читателей.',
    hope: '{gender, select, girl {Надеемся, книга понравится: ведь её главная героиня\u00a0— {childName}!} other {Надеемся, книга понравится: ведь её главный герой\u00a0— {childName}!}}',
    problem: 'Если с книгой что-то не так, напишите нам — мы всё исправим.',
    contact: 'Написать нам',
  },
  tr: {
    subject: '{orderNumber} numaralı siparişiniz teslim edildi',
    intro: 'Kitabınız {date} tarihinde teslim edildi.',
    hope: 'Umarız {childName} bu hikâyenin kahramanı olmayı çok sever!',
    problem: 'Kitapla ilgili bir sorun varsa bize yazın, hemen çözelim.',
    contact: 'Bize ulaşın',
  },
  az: {
    subject: '{orderNumber} nömrəli sifarişiniz çatdırıldı',
    intro: 'Kitabınız {date} tarixində çatdırıldı.',
    hope: 'Ümid edirik ki, {childName} bu nağılın qəhrəmanı olmaqdan çox sevinəcək!',
    problem: 'Kitabla bağlı hər hansı problem olarsa, bizə yazın, dərhal həll edək.',
    contact: 'Bizə yazın',
  },
};

export interface DeliveredInput extends OrderUpdateInput {
  to: string;
  childName: string;
  gender: 'girl' | 'boy';
  deliveredAt: Date;
  contactUrl: string;
}

export function deliveredEmail(input: DeliveredInput): MailMessage {
  const say = formatter(MESSAGES[input.locale], input.locale);
  const { text, html } = renderOrderUpdate(input, [
    { kind: 'paragraph', text: say('intro', { date: formatDate(input.deliveredAt, input.locale) }) },
    { kind: 'paragraph', text: say('hope', { childName: input.childName, gender: input.gender }) },
    { kind: 'paragraph', text: say('problem') },
    { kind: 'button', label: say('contact'), url: input.contactUrl },
  ]);
  return { to: input.to, subject: say('subject', { orderNumber: input.orderNumber }), text, html };
}
