export interface MailAttachment {
  /** What the recipient's mail client shows and saves it as. */
  filename: string;
  content: Buffer;
  contentType: string;
  /**
   * Makes it a picture of the HTML part (`<img src="cid:…">`), shown inline rather than listed as an
   * attachment; nodemailer puts the HTML and its pictures into one multipart/related part.
   */
  cid?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same content as `text`, laid out; mail clients that cannot show HTML fall back to the text. */
  html?: string;
  attachments?: MailAttachment[];
  /** An object, so a name with commas or quotes can never turn into more addresses. */
  replyTo?: { name: string; address: string };
  /** Extra header lines (List-Unsubscribe on e-mails to newsletter subscribers: contact/unsubscribe.ts). */
  headers?: Record<string, string>;
}

/** `file` of the outbox is the storage key of the message's .eml (`outbox/<id>.eml`). */
export type Delivery = { via: 'smtp'; messageId: string } | { via: 'outbox'; file: string };

export interface Mailer {
  /** Sends the message, or keeps it in the outbox; rejects only when neither worked. */
  send(message: MailMessage): Promise<Delivery>;
  /**
   * Sends a message kept in the outbox, byte for byte as it was written, over SMTP; undefined when no
   * SMTP server is configured (the outbox is where it would go again). Rejects when SMTP refuses it.
   */
  sendStored(raw: Buffer, envelope: { from: string; to: string }): Promise<{ messageId: string } | undefined>;
  close(): void;
}
