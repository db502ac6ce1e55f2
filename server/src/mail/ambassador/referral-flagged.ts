/**
 * The team's e-mail about a referred order the fraud checks held (ambassadors/fraud.ts), to CONTACT_TO. In
 * English, the back office's language, like the team's other e-mails; the button opens the review list.
 */
import type { FraudReason } from '@shop/shared/contracts';
import { renderMail } from '../layout';
import type { MailMessage } from '../types';
import { oneLine } from './common';

/** What each rule means, for someone deciding whether to pay. */
export const FRAUD_REASON_TEXT = {
  same_email: "The buyer's e-mail is the ambassador's (ignoring case, +tags and Gmail dots)",
  same_phone: "The buyer's phone number is the ambassador's",
  same_name_address: 'Same name as the ambassador, delivered to the address of one of their own orders',
  same_device: 'Ordered from a browser the ambassador signs in with',
  same_ip: 'Ordered from an internet address the ambassador signed in from in the last 30 days',
  orders_per_ip: 'More than three orders through this ambassador from one internet address within a day',
  orders_per_address: 'More than three orders through this ambassador to one delivery address within a day',
} satisfies Record<FraudReason, string>;

export interface FlaggedReferral {
  referralId: string;
  reasons: readonly FraudReason[];
  ambassador: { id: string; name: string; email: string };
  order: { orderNumber: string; total: string };
}

export function referralFlaggedEmail(
  to: string,
  flagged: FlaggedReferral,
  shop: { siteName: string; publicUrl: string },
): MailMessage {
  const name = oneLine(flagged.ambassador.name);
  const { text, html } = renderMail({
    locale: 'en',
    siteName: shop.siteName,
    preheader: `Order ${flagged.order.orderNumber} through ${name} is held for review`,
    greeting: 'Hello team,',
    blocks: [
      {
        kind: 'paragraph',
        text: `Order ${flagged.order.orderNumber} came through ${name}'s referral link, and the fraud checks held it. No reward is written until you approve it; if you decline it, the ambassador is paid nothing for it.`,
      },
      {
        kind: 'facts',
        rows: [
          ['Ambassador', `${name} <${flagged.ambassador.email}>`],
          ['Order', flagged.order.orderNumber],
          ['Paid', flagged.order.total],
        ],
      },
      { kind: 'heading', text: 'Why it was held' },
      ...flagged.reasons.map((reason) => ({ kind: 'paragraph' as const, text: `• ${FRAUD_REASON_TEXT[reason]}` })),
      { kind: 'button', label: 'Review referrals', url: `${shop.publicUrl}/backoffice/referral-reviews` },
    ],
    signOff: [shop.siteName],
  });
  return { to, subject: `Referral held for review: order ${flagged.order.orderNumber} (${name})`, text, html };
}
