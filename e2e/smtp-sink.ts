/**
 * The e2e run's mail server: a real SMTP server (smtp-server) that keeps every message the shop sends,
 * and a small HTTP endpoint the specs read them from. Playwright starts it as a web server before the
 * shop (playwright.config.ts), and the shop gets SMTP_URL pointing here, so e-mails leave through
 * nodemailer exactly as in production.
 *
 *   GET /health             'ok' once both servers listen
 *   GET /messages?to=<addr> JSON list of the messages to that address (all without `to`), oldest first:
 *                           { from, to, subject, text, html, attachments: [{ filename, contentType, size, head }] }
 *                           where `head` is the attachment's first bytes in base64 (enough to tell a PDF).
 *
 * Run: `node --import tsx e2e/smtp-sink.ts` with SMTP_SINK_PORT and SMTP_SINK_HTTP_PORT.
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { parseMail } from '../server/tests/fulfilment-mail';

export interface SinkAttachment {
  filename: string;
  contentType: string;
  size: number;
  /** The first 16 bytes, base64. */
  head: string;
}

export interface SinkMessage {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: SinkAttachment[];
}

/** Ports of the sink for a run of the shop on `e2ePort`: fixed per run, apart from every other run's. */
export function sinkPorts(e2ePort: number) {
  return {
    smtp: Number(process.env.E2E_SMTP_PORT ?? e2ePort + 20_000),
    http: Number(process.env.E2E_SMTP_HTTP_PORT ?? e2ePort + 21_000),
  };
}

/** The messages the sink received for `to`, as the specs read them. */
export async function sinkMessages(httpPort: number, to: string): Promise<SinkMessage[]> {
  const response = await fetch(`http://127.0.0.1:${httpPort}/messages?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`SMTP sink answered ${response.status}`);
  return (await response.json()) as SinkMessage[];
}

function start(smtpPort: number, httpPort: number) {
  const received: SinkMessage[] = [];
  const smtp = new SMTPServer({
    // Plain SMTP on loopback: no certificate to trust, no login.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // A book PDF is a few megabytes; the default limit is unlimited, but say so.
    size: 50 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          attachments: mail.attachments.map((part) => ({
            filename: part.filename ?? '',
            contentType: part.contentType,
            size: part.content.length,
            head: part.content.subarray(0, 16).toString('base64'),
          })),
        });
        callback();
      });
    },
  });
  smtp.listen(smtpPort, '127.0.0.1');

  const http = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://sink');
    if (url.pathname === '/health') {
      response.end('ok');
      return;
    }
    if (url.pathname === '/messages') {
      const to = url.searchParams.get('to')?.toLowerCase();
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify(to ? received.filter((mail) => mail.to.includes(to)) : received));
      return;
    }
    response.statusCode = 404;
    response.end();
  });
  http.listen(httpPort, '127.0.0.1');

  const stop = () => {
    http.close();
    smtp.close(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

// Started as a script by Playwright; imported by the config and the specs for the helpers above.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  start(Number(process.env.SMTP_SINK_PORT), Number(process.env.SMTP_SINK_HTTP_PORT));
}
