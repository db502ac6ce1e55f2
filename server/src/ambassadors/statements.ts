/**
 * Monthly statements: every ledger entry of one calendar month (UTC) with the order it came from, and the
 * month's totals, as a spreadsheet's CSV (lib/csv.ts) or a one-table PDF (pdfkit with the book's fonts,
 * which ship with the server and cover Cyrillic and ə ğ ş ı İ). In the language of the request; amounts
 * are USD, the order's own amount is beside it in its currency.
 */
import { formatPrice } from '@shop/shared/money';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { fontPath } from '../book/fonts';
import type { Db } from '../db/client';
import { type Locale, ledgerEntries, orders } from '../db/schema';
import { spreadsheetCsv } from '../lib/csv';
import { formatter } from '../mail/order-update';
import { decimalAmount, payoutReference } from './payout-desk';

const en = {
  title: 'Ambassador statement, {month}',
  date: 'Date',
  entry: 'Entry',
  order: 'Order',
  orderAmount: 'Order amount',
  amount: 'Amount (USD)',
  status: 'Status',
  reward_direct: 'Reward',
  reward_indirect: 'Reward (invited ambassador)',
  reward_reversal: 'Refund',
  payout: 'Payout {reference}',
  adjustment: 'Adjustment',
  earned: 'Rewards earned',
  reversed: 'Taken back for refunds',
  paidOut: 'Payouts',
  net: 'Net for the month',
  none: 'No entries this month.',
  pending: 'pending',
  processing: 'processing',
  paid: 'paid',
  reversedStatus: 'cancelled',
};
type Messages = typeof en;

const MESSAGES: Record<Locale, Messages> = {
  en,
  ru: {
    title: 'Выписка амбассадора за {month}',
    date: 'Дата',
    entry: 'Операция',
    order: 'Заказ',
    orderAmount: 'Сумма заказа',
    amount: 'Сумма (USD)',
    status: 'Статус',
    reward_direct: 'Вознаграждение',
    reward_indirect: 'Вознаграждение (приглашённый амбассадор)',
    reward_reversal: 'Возврат',
    payout: 'Выплата {reference}',
    adjustment: 'Корректировка',
    earned: 'Начислено вознаграждений',
    reversed: 'Списано из-за возвратов',
    paidOut: 'Выплаты',
    net: 'Итого за месяц',
    none: 'В этом месяце операций не было.',
    pending: 'ожидает',
    processing: 'в обработке',
    paid: 'выплачено',
    reversedStatus: 'отменено',
  },
  tr: {
    title: 'Marka elçisi hesap özeti: {month}',
    date: 'Tarih',
    entry: 'İşlem',
    order: 'Sipariş',
    orderAmount: 'Sipariş tutarı',
    amount: 'Tutar (USD)',
    status: 'Durum',
    reward_direct: 'Kazanç',
    reward_indirect: 'Kazanç (davet edilen elçi)',
    reward_reversal: 'İade',
    payout: 'Ödeme {reference}',
    adjustment: 'Düzeltme',
    earned: 'Kazanılan',
    reversed: 'İadeler nedeniyle düşülen',
    paidOut: 'Ödemeler',
    net: 'Ayın net tutarı',
    none: 'Bu ay işlem yok.',
    pending: 'beklemede',
    processing: 'işleniyor',
    paid: 'ödendi',
    reversedStatus: 'iptal edildi',
  },
  az: {
    title: 'Brend səfirinin hesabatı: {month}',
    date: 'Tarix',
    entry: 'Əməliyyat',
    order: 'Sifariş',
    orderAmount: 'Sifarişin məbləği',
    amount: 'Məbləğ (USD)',
    status: 'Status',
    reward_direct: 'Mükafat',
    reward_indirect: 'Mükafat (dəvət edilən səfir)',
    reward_reversal: 'Geri qaytarma',
    payout: 'Ödəniş {reference}',
    adjustment: 'Düzəliş',
    earned: 'Qazanılan mükafatlar',
    reversed: 'Geri qaytarmalara görə çıxılan',
    paidOut: 'Ödənişlər',
    net: 'Ay üzrə yekun',
    none: 'Bu ay əməliyyat olmayıb.',
    pending: 'gözləyir',
    processing: 'icra olunur',
    paid: 'ödənilib',
    reversedStatus: 'ləğv edilib',
  },
};

/** 'YYYY-MM' → the month's first instant and the next month's (UTC). */
export function monthRange(month: string): { from: Date; to: Date } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return { from: new Date(Date.UTC(year, number - 1, 1)), to: new Date(Date.UTC(year, number, 1)) };
}

export interface StatementLine {
  date: Date;
  kind: string;
  description: string;
  orderNumber: string | null;
  /** The order's amount (a refund: the amount given back), in its currency. */
  orderAmount: number | null;
  orderCurrency: string | null;
  /** USD cents, signed as the ledger keeps them. */
  amount: number;
  status: string;
}

export interface Statement {
  month: string;
  lines: StatementLine[];
  totals: { earned: number; reversed: number; paidOut: number; net: number };
}

/** The month's entries of one ambassador, oldest first; a cancelled reward's balancing twin is left out. */
export async function monthlyStatement(
  db: Db,
  ambassadorId: string,
  month: string,
  locale: Locale,
): Promise<Statement> {
  const say = formatter(MESSAGES[locale], locale);
  const { from, to } = monthRange(month);
  const rows = await db
    .select({ entry: ledgerEntries, orderNumber: orders.orderNumber })
    .from(ledgerEntries)
    .leftJoin(orders, eq(orders.id, ledgerEntries.orderId))
    .where(
      and(
        eq(ledgerEntries.ambassadorId, ambassadorId),
        gte(ledgerEntries.createdAt, from),
        lt(ledgerEntries.createdAt, to),
        sql`not (${ledgerEntries.kind} = 'reward_reversal' and ${ledgerEntries.status} = 'reversed')`,
      ),
    )
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  const statusWord = (status: string) =>
    status === 'reversed' ? say('reversedStatus') : say(status as 'pending' | 'processing' | 'paid');
  const lines = rows.map(({ entry, orderNumber }): StatementLine => {
    const description =
      entry.kind === 'payout'
        ? say('payout', { reference: entry.payoutId ? payoutReference(entry.payoutId) : '' })
        : entry.kind in MESSAGES.en
          ? say(entry.kind as 'reward_direct' | 'reward_indirect' | 'reward_reversal')
          : say('adjustment');
    return {
      date: entry.createdAt,
      kind: entry.kind,
      description,
      orderNumber,
      orderAmount: entry.sourceAmount === null ? null : Math.abs(entry.sourceAmount),
      orderCurrency: entry.sourceCurrency,
      amount: entry.amount,
      status: statusWord(entry.status),
    };
  });
  const sum = (kinds: string[]) =>
    lines.filter((line) => kinds.includes(line.kind)).reduce((total, line) => total + line.amount, 0);
  // A reward cancelled whole reads reversed; it earned nothing, so it counts on neither side.
  const earned = rows
    .filter(({ entry }) => entry.kind.startsWith('reward_') && entry.kind !== 'reward_reversal')
    .filter(({ entry }) => entry.status !== 'reversed')
    .reduce((total, { entry }) => total + entry.amount, 0);
  const reversed = sum(['reward_reversal']);
  const paidOut = sum(['payout']);
  return { month, lines, totals: { earned, reversed, paidOut, net: earned + reversed + paidOut } };
}

const STATEMENT_COLUMNS = [
  'date',
  'entry',
  'order_number',
  'order_amount',
  'order_currency',
  'amount_usd',
  'status',
] as const;

/** The statement as CSV: one row per entry, decimals with a point (12.34), then the totals. */
export function statementCsv(statement: Statement, locale: Locale): string {
  const say = formatter(MESSAGES[locale], locale);
  const records = statement.lines.map((line) => ({
    date: line.date.toISOString().slice(0, 10),
    entry: line.description,
    order_number: line.orderNumber ?? '',
    order_amount: line.orderAmount === null ? '' : decimalAmount(line.orderAmount),
    order_currency: line.orderCurrency ?? '',
    amount_usd: decimalAmount(line.amount),
    status: line.status,
  }));
  const total = (label: string, amount: number) => ({
    date: '',
    entry: label,
    order_number: '',
    order_amount: '',
    order_currency: '',
    amount_usd: decimalAmount(amount),
    status: '',
  });
  const { earned, reversed, paidOut, net } = statement.totals;
  return spreadsheetCsv(STATEMENT_COLUMNS, [
    ...records,
    total(say('earned'), earned),
    total(say('reversed'), reversed),
    total(say('paidOut'), paidOut),
    total(say('net'), net),
  ]);
}

/** 'November 2026', 'ноябрь 2026 г.', 'Kasım 2026', 'noyabr 2026' */
function monthName(month: string, locale: Locale): string {
  const { from } = monthRange(month);
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(from);
}

/** The statement as an A4 PDF: a title, the ambassador, one table of the entries, the totals. */
export async function statementPdf(
  statement: Statement,
  locale: Locale,
  who: { name: string; siteName: string },
): Promise<Buffer> {
  const say = formatter(MESSAGES[locale], locale);
  const money = (minor: number, currency: string) => formatPrice(minor, currency as 'USD', { locale });
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: say('title', { month: monthName(statement.month, locale) }) },
  });
  doc.registerFont('text', fontPath('text'));
  doc.registerFont('bold', fontPath('label'));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.font('bold').fontSize(11).fillColor('#7c4dff').text(who.siteName, left, 48);
  doc.moveDown(0.5);
  doc
    .font('bold')
    .fontSize(18)
    .fillColor('#2d2a32')
    .text(say('title', { month: monthName(statement.month, locale) }));
  doc.font('text').fontSize(11).fillColor('#6b6475').text(who.name);
  doc.moveDown(1);

  // Date, entry, order, order amount, amount, status: widths that add up to the page's.
  const columns = [0.11, 0.27, 0.17, 0.14, 0.13, 0.18].map((share) => share * width);
  const row = (cells: string[], font: 'text' | 'bold', color = '#2d2a32') => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 40) doc.addPage();
    const top = doc.y;
    let x = left;
    let bottom = top;
    doc.font(font).fontSize(9).fillColor(color);
    cells.forEach((cell, index) => {
      const cellWidth = columns[index] ?? 0;
      const numeric = index === 3 || index === 4;
      doc.text(cell, x + 2, top, { width: cellWidth - 4, align: numeric ? 'right' : 'left' });
      bottom = Math.max(bottom, doc.y);
      x += cellWidth;
    });
    doc.y = bottom + 4;
    doc
      .moveTo(left, doc.y - 2)
      .lineTo(left + width, doc.y - 2)
      .lineWidth(0.5)
      .strokeColor('#e6e1ea')
      .stroke();
    doc.x = left;
  };
  row([say('date'), say('entry'), say('order'), say('orderAmount'), say('amount'), say('status')], 'bold', '#6b6475');
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'UTC' });
  for (const line of statement.lines) {
    row(
      [
        date.format(line.date),
        line.description,
        line.orderNumber ?? '',
        line.orderAmount !== null && line.orderCurrency ? money(line.orderAmount, line.orderCurrency) : '',
        money(line.amount, 'USD'),
        line.status,
      ],
      'text',
    );
  }
  if (statement.lines.length === 0) {
    doc.font('text').fontSize(10).fillColor('#6b6475').text(say('none'), left);
  }
  doc.moveDown(1);
  const { earned, reversed, paidOut, net } = statement.totals;
  for (const [label, amount, bold] of [
    [say('earned'), earned, false],
    [say('reversed'), reversed, false],
    [say('paidOut'), paidOut, false],
    [say('net'), net, true],
  ] as const) {
    const top = doc.y;
    doc
      .font(bold ? 'bold' : 'text')
      .fontSize(bold ? 12 : 10)
      .fillColor('#2d2a32');
    doc.text(label, left, top, { width: width * 0.7 });
    doc.text(money(amount, 'USD'), left + width * 0.7, top, { width: width * 0.3, align: 'right' });
    doc.x = left;
  }
  doc.end();
  return done;
}
