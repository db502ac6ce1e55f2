/**
 * The Central Bank of Azerbaijan's daily rates (https://www.cbar.az/currencies/DD.MM.YYYY.xml):
 *
 *   <ValCurs Date="14.11.2025" ...>
 *     <ValType Type="Bank metalları"> … </ValType>          ← precious metals: ignored
 *     <ValType Type="Xarici valyutalar">                     ← foreign currencies
 *       <Valute Code="RUB"><Nominal>100</Nominal><Name>…</Name><Value>2.1146</Value></Valute>
 *
 * A Value is AZN per Nominal units of the currency, kept exactly as quoted (see RATE_NOMINAL).
 */
import { XMLParser } from 'fast-xml-parser';

export const FOREIGN_CURRENCIES_TYPE = 'Xarici valyutalar';

export interface CbarRate {
  currency: string;
  nominal: number;
  rate: number;
}

export interface CbarRates {
  /** ISO date of the quote, e.g. 2025-11-14. */
  date: string;
  rates: CbarRate[];
}

export class CbarFormatError extends Error {
  override name = 'CbarFormatError';
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // Numbers are read below, strictly; "1 t.u." (troy ounce) must not become 1.
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => name === 'ValType' || name === 'Valute',
  processEntities: false,
});

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');
const field = (node: unknown, key: string): unknown =>
  typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined;

function toIsoDate(date: string): string {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(date);
  if (!match) throw new CbarFormatError(`unexpected ValCurs Date "${date}"`);
  return `${match[3]}-${match[2]}-${match[1]}`;
}

function parseValute(node: unknown): CbarRate | undefined {
  const currency = text(field(node, '@Code')).toUpperCase();
  const nominalText = text(field(node, 'Nominal'));
  const valueText = text(field(node, 'Value'));
  if (!/^[A-Z]{3}$/.test(currency) || !/^\d+$/.test(nominalText) || !/^\d+(\.\d+)?$/.test(valueText)) return undefined;
  const nominal = Number(nominalText);
  const rate = Number(valueText);
  return nominal > 0 && rate > 0 ? { currency, nominal, rate } : undefined;
}

/** Throws CbarFormatError when the document is not a rates document or lists no currency. */
export function parseCbarXml(xml: string): CbarRates {
  let document: unknown;
  try {
    document = parser.parse(xml, true);
  } catch (error) {
    throw new CbarFormatError(`not well-formed XML: ${error instanceof Error ? error.message : String(error)}`);
  }
  const root = field(document, 'ValCurs');
  if (!root) throw new CbarFormatError('no ValCurs element');
  const foreign = asArray(field(root, 'ValType')).find(
    (type) => text(field(type, '@Type')) === FOREIGN_CURRENCIES_TYPE,
  );
  const rates = asArray(field(foreign, 'Valute'))
    .map(parseValute)
    .filter((rate): rate is CbarRate => rate !== undefined);
  if (rates.length === 0) throw new CbarFormatError(`no rates under ValType "${FOREIGN_CURRENCIES_TYPE}"`);
  return { date: toIsoDate(text(field(root, '@Date'))), rates };
}

/** The day's URL: `{date}` in the template becomes DD.MM.YYYY in Baku's calendar (UTC+4). */
export function cbarUrlFor(template: string, when: Date): string {
  const [day, month, year] = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Baku',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  })
    .format(when)
    .split('/');
  return template.replace('{date}', `${day}.${month}.${year}`);
}
