/**
 * The notice that payout details were added to the account: with a stolen session, redirecting payouts is
 * the prize, so the owner hears of every new destination (masked) at once.
 */
import type { PaymentMethod } from '@shop/shared/contracts';
import type { Locale } from '../../db/schema';
import { formatter } from '../order-update';
import type { MailMessage } from '../types';
import { ambassadorMail, dashboardUrl } from './common';
import type { AccountMailRecipient } from './password-reset';

const en = {
  subject: 'New payout details were added to your {siteName} ambassador account',
  body: 'New payout details have just been added to your ambassador account. From now on, payouts can be sent to them.',
  method: 'Payout method',
  account: 'Account',
  card: 'Card',
  bank_transfer: 'Bank transfer',
  notYou:
    'If you did not add them, reset your password right away and reply to this e-mail: we will stop payouts to these details.',
  button: 'See my payment methods',
};

const MESSAGES: Record<Locale, typeof en> = {
  en,
  ru: {
    subject: 'В ваш аккаунт амбассадора «{siteName}» добавлены новые реквизиты для выплат',
    body: 'В ваш аккаунт амбассадора только что добавлены новые реквизиты для выплат. Теперь выплаты могут отправляться на них.',
    method: 'Способ выплаты',
    account: 'Счёт',
    card: 'Банковская карта',
    bank_transfer: 'Банковский перевод',
    notYou:
      'Если это сделали не вы, сразу сбросьте пароль и ответьте на это письмо — мы остановим выплаты на эти реквизиты.',
    button: 'Мои способы выплаты',
  },
  tr: {
    subject: '{siteName} marka elçisi hesabınıza yeni ödeme bilgileri eklendi',
    body: 'Marka elçisi hesabınıza az önce yeni ödeme bilgileri eklendi. Ödemeler bundan sonra bu hesaba da gönderilebilir.',
    method: 'Ödeme yöntemi',
    account: 'Hesap',
    card: 'Banka kartı',
    bank_transfer: 'Banka havalesi',
    notYou:
      'Bunu siz yapmadıysanız hemen şifrenizi sıfırlayın ve bu e-postayı yanıtlayın; bu bilgilere yapılacak ödemeleri durduracağız.',
    button: 'Ödeme yöntemlerimi gör',
  },
  az: {
    subject: '{siteName} brend səfiri hesabınıza yeni ödəniş rekvizitləri əlavə edildi',
    body: 'Brend səfiri hesabınıza indicə yeni ödəniş rekvizitləri əlavə edildi. Bundan sonra ödənişlər bu rekvizitlərə də göndərilə bilər.',
    method: 'Ödəniş üsulu',
    account: 'Hesab',
    card: 'Bank kartı',
    bank_transfer: 'Bank köçürməsi',
    notYou:
      'Bunu siz etməmisinizsə, dərhal şifrənizi sıfırlayın və bu e-poçta cavab yazın: bu rekvizitlərə ödənişləri dayandıracağıq.',
    button: 'Ödəniş üsullarıma baxın',
  },
};

export function bankDetailsChangedEmail(
  who: AccountMailRecipient,
  detail: { paymentMethod: PaymentMethod; masked: string },
): MailMessage {
  const say = formatter(MESSAGES[who.locale], who.locale);
  return ambassadorMail({
    ...who,
    subject: say('subject', { siteName: who.siteName }),
    blocks: [
      { kind: 'paragraph', text: say('body') },
      {
        kind: 'facts',
        rows: [
          [say('method'), say(detail.paymentMethod)],
          [say('account'), detail.masked],
        ],
      },
      { kind: 'paragraph', text: say('notYou') },
    ],
    button: { url: dashboardUrl(who.publicUrl, who.locale, '/payment-methods'), label: say('button') },
  });
}
