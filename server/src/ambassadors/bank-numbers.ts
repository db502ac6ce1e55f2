/**
 * Checks, masks and encrypts the numbers of a bank detail. IBANs are checked by ISO 13616 (country
 * length where known, then the mod-97 check digits), BICs by ISO 9362's shape, card numbers by Luhn.
 * Full numbers are stored only as AES-256-GCM ciphertext bound to their owner and field (so a
 * ciphertext copied into another row or column does not decrypt); responses carry the masked copies.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** ISO 13616 lengths of the registry's countries, as country code + length. */
const IBAN_LENGTHS: ReadonlyMap<string, number> = new Map(
  [
    'AD24 AE23 AL28 AT20 AZ28 BA20 BE16 BG22 BH22 BR29 BY28 CH21 CR22 CY28 CZ24 DE22 DK18 DO28 EE20 EG29',
    'ES24 FI18 FO18 FR27 GB22 GE22 GI23 GL18 GR27 GT28 HR21 HU28 IE22 IL23 IQ23 IS26 IT27 JO30 KW30 KZ20',
    'LB28 LC32 LI21 LT20 LU20 LV21 MC27 MD24 ME22 MK19 MR27 MT31 MU30 NL18 NO15 PK24 PL28 PS29 PT25 QA29',
    'RO24 RS22 SA24 SC31 SE24 SI19 SK24 SM27 TN24 TR26 UA29 VG24 XK20',
  ]
    .join(' ')
    .split(' ')
    .map((entry) => [entry.slice(0, 2), Number(entry.slice(2))]),
);

/** Spaces and hyphens are how people group numbers; they are not part of them. */
export const compact = (value: string) => value.replace(/[\s-]+/g, '').toUpperCase();

export function isValidIban(input: string): boolean {
  const iban = compact(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const expected = IBAN_LENGTHS.get(iban.slice(0, 2));
  if (expected !== undefined && iban.length !== expected) return false;
  // Country and check digits move to the end; letters become 10..35; the number mod 97 must be 1.
  let remainder = 0;
  for (const char of iban.slice(4) + iban.slice(0, 4)) {
    const value = Number.parseInt(char, 36);
    remainder = (value < 10 ? remainder * 10 + value : remainder * 100 + value) % 97;
  }
  return remainder === 1;
}

/** Bank (4 letters), country (2 letters), location (2), optional branch (3). */
export function isValidBic(input: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(compact(input));
}

export function isValidCardNumber(input: string): boolean {
  const digits = compact(input);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Account numbers differ by country; only their shape is checked. */
export const isValidAccountNumber = (input: string) => /^[A-Z0-9]{4,34}$/.test(compact(input));

/** ABA routing numbers, sort codes, IFSC and transit numbers: 4 to 12 letters and digits. */
export const isValidRoutingNumber = (input: string) => /^[A-Z0-9]{4,12}$/.test(compact(input));

const DOT = '•';

/** '•••• 1234': enough to recognise an account, too little to use it. */
export function maskNumber(input: string): string {
  return `${DOT.repeat(4)} ${compact(input).slice(-4)}`;
}

/** 'DE•• •••• 3000': the country stays visible. */
export function maskIban(input: string): string {
  const iban = compact(input);
  return `${iban.slice(0, 2)}${DOT.repeat(2)} ${DOT.repeat(4)} ${iban.slice(-4)}`;
}

const ALGORITHM = 'aes-256-gcm';
const VERSION = 'v1';

export type BankNumberField = 'account_number' | 'routing_number' | 'iban' | 'tax_id';

const aad = (ownerId: string, field: BankNumberField) => Buffer.from(`${ownerId}:${field}`, 'utf8');

export function encryptBankNumber(key: Buffer, ownerId: string, field: BankNumberField, value: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  cipher.setAAD(aad(ownerId, field));
  const encrypted = Buffer.concat([cipher.update(compact(value), 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), encrypted]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join(':');
}

/** For the team's payout work (back office); throws when the key, owner or field does not match. */
export function decryptBankNumber(key: Buffer, ownerId: string, field: BankNumberField, stored: string): string {
  const [version, iv, tag, encrypted] = stored.split(':');
  if (version !== VERSION || !iv || !tag || encrypted === undefined) throw new Error('unknown bank number format');
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(aad(ownerId, field));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64url')), decipher.final()]).toString('utf8');
}
