/**
 * The team's e-mail about a new ambassador application, to CONTACT_TO (the team's inbox for what the shop's
 * visitors send). In English, the back office's language; the applicant's language is one of the facts, so
 * the team answers in it. Reply-To is the applicant, so a question goes straight to them.
 */
import { renderMail } from '../layout';
import type { MailMessage } from '../types';
import { oneLine } from './common';

export interface NewApplication {
  id: string;
  name: string;
  email: string;
  locale: string;
  country: string | null;
  phone: string;
  about: string | null;
  links: readonly string[];
}

export function teamNewApplicationEmail(
  to: string,
  application: NewApplication,
  shop: { siteName: string; publicUrl: string },
): MailMessage {
  const name = oneLine(application.name);
  const { text, html } = renderMail({
    locale: 'en',
    siteName: shop.siteName,
    preheader: `${name} applied to become an ambassador`,
    greeting: 'Hello team,',
    blocks: [
      { kind: 'paragraph', text: `${name} has applied to the ambassador programme and is waiting for your decision.` },
      {
        kind: 'facts',
        rows: [
          ['Name', name],
          ['E-mail', application.email],
          ['Language', application.locale],
          ['Country', application.country ?? '—'],
          ['Phone', application.phone],
          ...application.links.map((link) => ['Link', link] as const),
        ],
      },
      ...(application.about ? [{ kind: 'paragraph' as const, text: application.about }] : []),
      {
        kind: 'button',
        label: 'Review the application',
        url: `${shop.publicUrl}/backoffice/ambassadors/${application.id}`,
      },
    ],
    signOff: [`${shop.siteName}`],
  });
  return {
    to,
    subject: `New ambassador application: ${name}`,
    text,
    html,
    replyTo: { name, address: application.email },
  };
}
