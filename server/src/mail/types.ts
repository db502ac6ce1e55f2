export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An object, so a name with commas or quotes can never turn into more addresses. */
  replyTo?: { name: string; address: string };
}

export type Delivery = { via: 'smtp'; messageId: string } | { via: 'outbox'; file: string };

export interface Mailer {
  /** Sends the message, or keeps it in the outbox; rejects only when neither worked. */
  send(message: MailMessage): Promise<Delivery>;
  close(): void;
}
