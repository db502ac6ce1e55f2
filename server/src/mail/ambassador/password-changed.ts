/** The notice that the ambassador's password changed (in the profile or by a reset), with what to do if it was not them. */
import type { Locale } from '../../db/schema';
import { formatter } from '../order-update';
import type { MailMessage } from '../types';
import { ambassadorMail, portalUrl } from './common';
import type { AccountMailRecipient } from './password-reset';

const en = {
  subject: 'Your {siteName} ambassador password has been changed',
  body: 'The password of your ambassador account has just been changed, and you have been signed out on every other device.',
  notYou:
    'If you did not do this, reset your password right away and reply to this e-mail: we will help you secure your account.',
  button: 'Reset my password',
};

const MESSAGES: Record<Locale, typeof en> = {
  en,
  ru: {
    subject: 'Пароль амбассадора «{siteName}» изменён',
    body: 'Пароль вашего аккаунта амбассадора только что изменён, и на всех остальных устройствах выполнен выход.',
    notYou: 'Если это сделали не вы, сразу сбросьте пароль и ответьте на это письмо — мы поможем защитить ваш аккаунт.',
    button: 'Сбросить пароль',
  },
  tr: {
    subject: '{siteName} marka elçisi şifreniz değiştirildi',
    body: 'Marka elçisi hesabınızın şifresi az önce değiştirildi ve diğer tüm cihazlarda oturumunuz kapatıldı.',
    notYou:
      'Bunu siz yapmadıysanız hemen şifrenizi sıfırlayın ve bu e-postayı yanıtlayın; hesabınızı güvence altına almanıza yardımcı olacağız.',
    button: 'Şifremi sıfırla',
  },
  az: {
    subject: '{siteName} brend səfiri şifrəniz dəyişdirildi',
    body: 'Brend səfiri hesabınızın şifrəsi indicə dəyişdirildi və bütün digər cihazlarda hesabdan çıxış edildi.',
    notYou:
      'Bunu siz etməmisinizsə, dərhal şifrənizi sıfırlayın və bu e-poçta cavab yazın: hesabınızı qorumağa kömək edəcəyik.',
    button: 'Şifrəmi sıfırla',
  },
};

export function passwordChangedEmail(who: AccountMailRecipient): MailMessage {
  const say = formatter(MESSAGES[who.locale], who.locale);
  return ambassadorMail({
    ...who,
    subject: say('subject', { siteName: who.siteName }),
    blocks: [
      { kind: 'paragraph', text: say('body') },
      { kind: 'paragraph', text: say('notYou') },
    ],
    button: { url: portalUrl(who.publicUrl, who.locale, '/auth/forgot-password'), label: say('button') },
  });
}
