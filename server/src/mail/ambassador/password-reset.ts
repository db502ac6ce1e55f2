/**
 * The password reset e-mail: a link to the portal's page for a new password, holding a token that works once
 * and for an hour (ambassadors/password-reset.ts). In the ambassador's language.
 */
import type { Locale } from '../../db/schema';
import { formatter } from '../order-update';
import type { MailMessage } from '../types';
import { ambassadorMail, portalUrl } from './common';

const en = {
  subject: 'Reset your {siteName} ambassador password',
  body: 'We received a request to reset the password of your ambassador account. Use the button below to choose a new password. The link works once and expires in one hour.',
  button: 'Choose a new password',
  ignore: 'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
};

const MESSAGES: Record<Locale, typeof en> = {
  en,
  ru: {
    subject: 'Сброс пароля амбассадора «{siteName}»',
    body: 'Мы получили запрос на сброс пароля вашего аккаунта амбассадора. Нажмите кнопку ниже, чтобы задать новый пароль. Ссылка действует один раз и только в течение часа.',
    button: 'Задать новый пароль',
    ignore: 'Если вы не запрашивали сброс, просто не обращайте внимания на это письмо: пароль останется прежним.',
  },
  tr: {
    subject: '{siteName} marka elçisi şifrenizi sıfırlayın',
    body: 'Marka elçisi hesabınızın şifresini sıfırlama talebi aldık. Yeni bir şifre belirlemek için aşağıdaki düğmeyi kullanın. Bağlantı yalnızca bir kez kullanılabilir ve bir saat geçerlidir.',
    button: 'Yeni şifre belirle',
    ignore: 'Bu talebi siz yapmadıysanız bu e-postayı dikkate almayın; şifreniz değişmeden kalır.',
  },
  az: {
    subject: '{siteName} brend səfiri şifrənizi sıfırlayın',
    body: 'Brend səfiri hesabınızın şifrəsini sıfırlamaq üçün sorğu aldıq. Yeni şifrə təyin etmək üçün aşağıdakı düymədən istifadə edin. Keçid yalnız bir dəfə işləyir və bir saat ərzində etibarlıdır.',
    button: 'Yeni şifrə təyin edin',
    ignore: 'Bu sorğunu siz göndərməmisinizsə, bu e-poçtu nəzərə almayın: şifrəniz dəyişməz qalacaq.',
  },
};

export interface AccountMailRecipient {
  to: string;
  name: string | null;
  locale: Locale;
  siteName: string;
  publicUrl: string;
}

export function passwordResetEmail(who: AccountMailRecipient, token: string): MailMessage {
  const say = formatter(MESSAGES[who.locale], who.locale);
  const url = `${portalUrl(who.publicUrl, who.locale, '/auth/reset-password')}?token=${encodeURIComponent(token)}`;
  return ambassadorMail({
    ...who,
    subject: say('subject', { siteName: who.siteName }),
    blocks: [
      { kind: 'paragraph', text: say('body') },
      { kind: 'button', label: say('button'), url },
      { kind: 'paragraph', text: say('ignore') },
    ],
  });
}
