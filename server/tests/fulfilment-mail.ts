/**
 * Reads a message as the SMTP sink received it: headers (RFC 2047 words decoded), the text and HTML
 * parts and the attachments, with multipart nesting and base64 / quoted-printable bodies. Enough MIME
 * for what nodemailer writes, so the fulfilment tests can open the PDF that was really sent.
 */
export interface MailPart {
  contentType: string;
  filename: string | null;
  content: Buffer;
}

export interface ParsedMail {
  subject: string;
  to: string;
  text: string;
  html: string;
  attachments: MailPart[];
}

function decodeWords(text: string): string {
  return text
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_all, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const split = raw.indexOf('\n\n');
  const head = (split < 0 ? raw : raw.slice(0, split)).replace(/\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: split < 0 ? '' : raw.slice(split + 2) };
}

function parameter(header: string, name: string): string | null {
  const match = new RegExp(`${name}\\*?=(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(header);
  const value = match?.[1] ?? match?.[2];
  if (value === undefined) return null;
  // RFC 2231 (name*=utf-8''…), which nodemailer uses for non-ASCII file names.
  const extended = /^utf-8''(.*)$/i.exec(value);
  return extended ? decodeURIComponent(extended[1] ?? '') : decodeWords(value);
}

function decodeBody(body: string, encoding: string | undefined): Buffer {
  switch (encoding?.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64');
    case 'quoted-printable':
      return Buffer.from(
        body
          .replace(/=\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      );
    default:
      return Buffer.from(body, 'utf8');
  }
}

function leaves(raw: string): MailPart[] {
  const { headers, body } = splitEntity(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = parameter(type, 'boundary');
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    return parts
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => leaves(part.replace(/^\n/, '').replace(/\n$/, '')));
  }
  const disposition = headers.get('content-disposition') ?? '';
  return [
    {
      contentType: type.split(';')[0]?.trim().toLowerCase() ?? '',
      filename: parameter(disposition, 'filename') ?? parameter(type, 'name'),
      content: decodeBody(body, headers.get('content-transfer-encoding')),
    },
  ];
}

export function parseMail(raw: string): ParsedMail {
  const unix = raw.replace(/\r\n/g, '\n');
  const { headers } = splitEntity(unix);
  const parts = leaves(unix);
  const body = (type: string) =>
    parts.find((part) => part.contentType === type && !part.filename)?.content.toString('utf8') ?? '';
  return {
    subject: decodeWords(headers.get('subject') ?? ''),
    to: headers.get('to') ?? '',
    text: body('text/plain'),
    html: body('text/html'),
    attachments: parts.filter((part) => part.filename !== null),
  };
}
