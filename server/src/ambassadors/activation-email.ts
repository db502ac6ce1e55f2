/**
 * The e-mail an ambassador gets when the team activates the account ("approved"), in the language they
 * signed up in, as text and HTML (mail/layout.ts). Phrased so the name needs no case ending or suffix in ru, tr and az (a greeting, then the name).
 */
import { COMMISSION_RATE_BPS } from '@shop/shared/region';
import { LOCALE_PREFIXES } from '@shop/shared/routes';
import type { Locale } from '../db/schema';
import { oneLine } from '../mail/ambassador/common';
import { type MailBlock, renderMail } from '../mail/layout';
import type { MailMessage } from '../mail/types';

interface ActivationEmailInput {
  to: string;
  name: string;
  locale: Locale;
  referralCode: string;
  publicUrl: string;
  siteName: string;
}

interface Texts {
  subject: string;
  body: string[];
}

/** `commission` is the programme's share as the language writes a percentage (CLDR): '10%', '10 %', '%10'. */
type Values = { name: string; siteName: string; signInUrl: string; referralUrl: string; commission: string };

const TEXTS: Record<Locale, (values: Values) => Texts> = {
  en: ({ name, siteName, signInUrl, referralUrl, commission }) => ({
    subject: `Your ${siteName} ambassador account is active`,
    body: [
      `Hello, ${name}!`,
      '',
      `Good news: your application to the ${siteName} ambassador programme has been approved and your account is now active.`,
      '',
      `Sign in to your dashboard: ${signInUrl}`,
      '',
      `Your personal referral link: ${referralUrl}`,
      `Share it with the families you know: you earn a ${commission} commission on every purchase made through your link. Rewards become available for payout once the refund window has passed.`,
      '',
      'Welcome aboard!',
      `The ${siteName} team`,
    ],
  }),
  ru: ({ name, siteName, signInUrl, referralUrl, commission }) => ({
    subject: `Ваш аккаунт амбассадора «${siteName}» активирован`,
    body: [
      `Здравствуйте, ${name}!`,
      '',
      `Отличные новости: ваша заявка на участие в программе амбассадоров «${siteName}» одобрена, и аккаунт уже активирован.`,
      '',
      `Войти в личный кабинет: ${signInUrl}`,
      '',
      `Ваша персональная реферальная ссылка: ${referralUrl}`,
      `Делитесь ею со знакомыми семьями: с каждой покупки по вашей ссылке вы получаете комиссию ${commission}. Вознаграждение становится доступным для выплаты, когда закончится срок возврата.`,
      '',
      'Добро пожаловать в команду!',
      `Команда «${siteName}»`,
    ],
  }),
  tr: ({ name, siteName, signInUrl, referralUrl, commission }) => ({
    subject: `${siteName} marka elçisi hesabınız etkinleştirildi`,
    body: [
      `Merhaba ${name},`,
      '',
      `Güzel bir haberimiz var: ${siteName} marka elçisi programına başvurunuz onaylandı ve hesabınız artık etkin.`,
      '',
      `Panelinize giriş yapın: ${signInUrl}`,
      '',
      `Kişisel davet bağlantınız: ${referralUrl}`,
      `Bağlantınızı tanıdığınız ailelerle paylaşın: bağlantınız üzerinden yapılan her satıştan ${commission} komisyon kazanırsınız. Kazançlarınız, iade süresi sona erdikten sonra ödenebilir hâle gelir.`,
      '',
      'Aramıza hoş geldiniz!',
      `${siteName} ekibi`,
    ],
  }),
  az: ({ name, siteName, signInUrl, referralUrl, commission }) => ({
    subject: `${siteName} brend səfiri hesabınız aktivləşdirildi`,
    body: [
      `Salam, ${name}!`,
      '',
      `Şad xəbərimiz var: ${siteName} brend səfiri proqramına müraciətiniz təsdiqləndi və hesabınız artıq aktivdir.`,
      '',
      `Panelinizə daxil olun: ${signInUrl}`,
      '',
      `Şəxsi dəvət linkiniz: ${referralUrl}`,
      `Linkinizi tanıdığınız ailələrlə bölüşün: linkiniz vasitəsilə edilən hər alışdan ${commission} komissiya qazanırsınız. Mükafatlar geri qaytarma müddəti bitdikdən sonra ödənişə hazır olur.`,
      '',
      'Aramıza xoş gəlmisiniz!',
      `${siteName} komandası`,
    ],
  }),
};

export function activationEmail(input: ActivationEmailInput): MailMessage {
  const base = `${input.publicUrl}${LOCALE_PREFIXES[input.locale]}`;
  const signInUrl = `${base}/auth/sign-in`;
  const texts = TEXTS[input.locale]({
    name: oneLine(input.name),
    siteName: input.siteName,
    signInUrl,
    referralUrl: `${base}/referrals/${input.referralCode}`,
    // Node has full CLDR data, Azerbaijani included.
    commission: new Intl.NumberFormat(input.locale, { style: 'percent' }).format(COMMISSION_RATE_BPS / 10_000),
  });
  // The texts' first two lines are the greeting and a blank, the last three the welcome and sign-off; the
  // paragraphs between are the body, and the sign-in line is the button (text part: "label: url").
  const [, , ...rest] = texts.body;
  const signOff = rest.slice(-2);
  const paragraphs = rest.slice(0, -2).filter((line) => line !== '');
  const blocks: MailBlock[] = paragraphs.map((line) =>
    line.endsWith(signInUrl)
      ? { kind: 'button', label: line.slice(0, -signInUrl.length).replace(/:\s*$/, ''), url: signInUrl }
      : { kind: 'paragraph', text: line },
  );
  const { text, html } = renderMail({
    locale: input.locale,
    siteName: input.siteName,
    preheader: paragraphs[0] ?? texts.subject,
    greeting: texts.body[0] ?? '',
    blocks,
    signOff,
  });
  return { to: input.to, subject: texts.subject, text, html };
}
