/**
 * 'We have refunded …', in the order's language: how much went back, whether that was all of it, and when
 * the bank shows it. One e-mail per refund. The team's reason is not in it: it is written for the team's
 * records (and the provider's), often about the parent, and not worded for them.
 */
import { type Currency, formatPrice, type PriceRegion } from '@shop/shared/money';
import type { Locale } from '../db/schema';
import { formatter, type OrderUpdateInput, renderOrderUpdate } from './order-update';
import type { MailMessage } from './types';

export const REFUNDED_KIND = 'refunded';

const en = {
  subject: 'Refund for your order {orderNumber}',
  full: 'We have refunded your order in full: {amount} is on its way back to you.',
  partial: 'We have refunded {amount} of your order ({paid} paid). The rest of the order stays as it is.',
  unwanted:
    'A second payment reached us for this order (perhaps from a payment page left open in another tab). We have given it back in full: {amount}. Your order itself is not affected.',
  timing:
    'The money goes back to the card or account you paid with. Depending on your bank it shows there within 5 to 10 working days.',
  questions: 'If you have any questions about this refund, just reply to this e-mail.',
};

type Messages = typeof en;

const MESSAGES: Record<Locale, Messages> = {
  en,
  ru: {
    subject: 'Возврат средств по заказу {orderNumber}',
    full: 'Мы полностью вернули оплату за заказ: {amount}.',
    partial: 'Мы вернули {amount} из {paid}, оплаченных за заказ. Остальная часть заказа остаётся в силе.',
    unwanted:
      'Мы получили за этот заказ второй платёж (возможно, со страницы оплаты, оставшейся открытой в другой вкладке) и полностью вернули его: {amount}. Сам заказ это не затрагивает.',
    timing:
      'Деньги поступят на карту или счёт, с которых вы платили. В зависимости от банка это занимает от 5 до 10 рабочих дней.',
    questions: 'Если у вас есть вопросы о возврате, просто ответьте на это письмо.',
  },
  tr: {
    subject: '{orderNumber} numaralı siparişinizin iadesi',
    full: 'Siparişinizin tutarının tamamını iade ettik: {amount} size geri gönderiliyor.',
    partial:
      'Siparişiniz için ödediğiniz {paid} tutarın {amount} kadarını iade ettik. Siparişin geri kalanı aynen devam ediyor.',
    unwanted:
      'Bu sipariş için ikinci bir ödeme aldık (belki başka bir sekmede açık kalan bir ödeme sayfasından). Bu ödemenin tamamını, {amount}, iade ettik. Siparişiniz bundan etkilenmiyor.',
    timing:
      'Para, ödeme yaptığınız karta veya hesaba geri yatırılır. Bankanıza bağlı olarak 5 ila 10 iş günü içinde hesabınızda görünür.',
    questions: 'Bu iadeyle ilgili sorularınız varsa bu e-postayı yanıtlamanız yeterli.',
  },
  az: {
    subject: '{orderNumber} nömrəli sifarişiniz üzrə geri ödəmə',
    full: 'Sifarişinizin bütün məbləğini geri qaytardıq: {amount} sizə geri göndərilir.',
    partial:
      'Sifariş üçün ödədiyiniz {paid} məbləğdən {amount} geri qaytardıq. Sifarişin qalan hissəsi olduğu kimi qalır.',
    unwanted:
      'Bu sifariş üçün ikinci ödəniş aldıq (bəlkə başqa vərəqdə açıq qalmış ödəniş səhifəsindən). Onu tam qaytardıq: {amount}. Sifarişinizə bunun heç bir təsiri yoxdur.',
    timing:
      'Pul ödəniş etdiyiniz karta və ya hesaba qaytarılır. Bankınızdan asılı olaraq 5–10 iş günü ərzində hesabınızda görünəcək.',
    questions: 'Bu geri ödəmə ilə bağlı sualınız varsa, sadəcə bu məktuba cavab yazın.',
  },
};

export interface RefundedInput extends OrderUpdateInput {
  to: string;
  /** This refund, and what was paid, in minor units of `currency`. */
  amount: number;
  paid: number;
  currency: Currency;
  region: PriceRegion;
  /** Everything paid has now been given back. */
  full: boolean;
  /** A second or outdated payment given back by itself (payments/refunds.ts). */
  unwanted?: boolean;
}

export function refundedEmail(input: RefundedInput): MailMessage {
  const say = formatter(MESSAGES[input.locale], input.locale);
  const money = (amount: number) => formatPrice(amount, input.currency, { locale: input.locale, region: input.region });
  const what = input.unwanted
    ? say('unwanted', { amount: money(input.amount) })
    : input.full
      ? say('full', { amount: money(input.amount) })
      : say('partial', { amount: money(input.amount), paid: money(input.paid) });
  const { text, html } = renderOrderUpdate(input, [
    { kind: 'paragraph', text: what },
    { kind: 'paragraph', text: say('timing') },
    { kind: 'paragraph', text: say('questions') },
  ]);
  return { to: input.to, subject: say('subject', { orderNumber: input.orderNumber }), text, html };
}
