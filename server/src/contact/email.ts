import type { MailMessage } from '../mail/types';

export interface ContactEmailInput {
  fullName: string;
  email: string;
  subject: string;
  message: string;
  locale: string;
}

/** Header fields must stay on one line, whatever the visitor typed. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

/** The team's copy of a contact message; replying goes straight to the visitor. */
export function contactEmail(to: string, input: ContactEmailInput): MailMessage {
  return {
    to,
    replyTo: { name: oneLine(input.fullName), address: input.email },
    subject: `[Contact] ${oneLine(input.subject)}`,
    text: [
      `From: ${input.fullName} <${input.email}>`,
      `Language: ${input.locale}`,
      `Subject: ${oneLine(input.subject)}`,
      '',
      input.message,
      '',
    ].join('\n'),
  };
}
