/**
 * The notice that the account's e-mail address changed, sent to the old address and to the new one: the old
 * one is where the owner hears of a change they did not make.
 */
import type { Locale } from '../../db/schema';
import { formatter } from '../order-update';
import type { MailMessage } from '../types';
import { ambassadorMail } from './common';
import type { AccountMailRecipient } from './password-reset';

const en = {
  subject: 'The e-mail address of your {siteName} ambassador account has been changed',
  body: 'The e-mail address of your ambassador account has been changed. From now on we will write to the new address, and you will sign in with it.',
  previous: 'Previous address',
  next: 'New address',
  notYou: 'If you did not make this change, reply to this e-mail right away so we can secure your account.',
};

const MESSAGES: Record<Locale, typeof en> = {
  en,
  ru: {
    subject: 'Адрес электронной почты вашего аккаунта амбассадора «{siteName}» изменён',
    body: 'Адрес электронной почты вашего аккаунта амбассадора изменён. Теперь мы будем писать на новый адрес, и входить в кабинет нужно будет с ним.',
    previous: 'Прежний адрес',
    next: 'Новый адрес',
    notYou: 'Если это сделали не вы, сразу ответьте на это письмо — мы поможем защитить ваш аккаунт.',
  },
  tr: {
    subject: '{siteName} marka elçisi hesabınızın e-posta adresi değiştirildi',
    body: 'Marka elçisi hesabınızın e-posta adresi değiştirildi. Bundan sonra e-postalarımızı yeni adrese göndereceğiz ve giriş yaparken yeni adresi kullanacaksınız.',
    previous: 'Önceki adres',
    next: 'Yeni adres',
    notYou:
      'Bu değişikliği siz yapmadıysanız hesabınızı güvence altına alabilmemiz için hemen bu e-postayı yanıtlayın.',
  },
  az: {
    subject: '{siteName} brend səfiri hesabınızın e-poçt ünvanı dəyişdirildi',
    body: 'Brend səfiri hesabınızın e-poçt ünvanı dəyişdirildi. Bundan sonra məktublarımızı yeni ünvana göndərəcəyik və hesaba yeni ünvanla daxil olacaqsınız.',
    previous: 'Əvvəlki ünvan',
    next: 'Yeni ünvan',
    notYou: 'Bu dəyişikliyi siz etməmisinizsə, hesabınızı qoruya bilməyimiz üçün dərhal bu e-poçta cavab yazın.',
  },
};

/** One message for `who.to` (the old address or the new one); the facts name both. */
export function emailChangedEmail(who: AccountMailRecipient, change: { from: string; to: string }): MailMessage {
  const say = formatter(MESSAGES[who.locale], who.locale);
  return ambassadorMail({
    ...who,
    subject: say('subject', { siteName: who.siteName }),
    blocks: [
      { kind: 'paragraph', text: say('body') },
      {
        kind: 'facts',
        rows: [
          [say('previous'), change.from],
          [say('next'), change.to],
        ],
      },
      { kind: 'paragraph', text: say('notYou') },
    ],
  });
}
