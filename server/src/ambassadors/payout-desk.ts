/**
 * The payout desk: the queue of payout requests, their two steps (processing, paid with the bank's
 * reference), and the CSV a bank takes for a batch of transfers. Full bank numbers are decrypted only for
 * that file, which only admins can download and which is audited.
 */
import type { StaffPayout } from '@shop/shared/contracts';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bankDetails, brandAmbassadors, type PayoutStatus, rewardPayouts } from '../db/schema';
import { spreadsheetCsv } from '../lib/csv';
import { decryptBankNumber } from './bank-numbers';
import type { PayoutRow } from './ledger';

export interface PayoutQuery {
  page: number;
  per_page: number;
  sort: 'created_at' | 'amount' | 'status';
  order: 'asc' | 'desc';
  status?: PayoutStatus | undefined;
  ambassador_id?: string | undefined;
}

const columns = {
  payout: rewardPayouts,
  ambassador: { id: brandAmbassadors.id, name: brandAmbassadors.name, email: brandAmbassadors.email },
  bank: {
    ibanMasked: bankDetails.ibanMasked,
    accountNumberMasked: bankDetails.accountNumberMasked,
    swiftBic: bankDetails.swiftBic,
    accountHolderName: bankDetails.accountHolderName,
    taxIdMasked: bankDetails.taxIdMasked,
  },
};

type PayoutListRow = {
  payout: PayoutRow;
  ambassador: { id: string; name: string; email: string };
  bank: {
    ibanMasked: string | null;
    accountNumberMasked: string | null;
    swiftBic: string | null;
    accountHolderName: string | null;
    taxIdMasked: string | null;
  };
};

export function payoutView({ payout, ambassador, bank }: PayoutListRow): StaffPayout {
  return {
    id: payout.id,
    reference: payoutReference(payout.id),
    ambassador,
    amount: payout.amount,
    currency: payout.currency,
    status: payout.status,
    payment_method: payout.paymentMethod,
    destination: bank.ibanMasked ?? bank.accountNumberMasked ?? '',
    swift_bic: bank.swiftBic,
    account_holder_name: bank.accountHolderName,
    tax_id: bank.taxIdMasked,
    requested_at: payout.createdAt.toISOString(),
    processed_at: payout.processedAt?.toISOString() ?? null,
    paid_at: payout.paidAt?.toISOString() ?? null,
    bank_reference: payout.bankReference,
  };
}

/** What the transfer's description carries, so the ambassador recognises it on their statement. */
export const payoutReference = (id: string) => `SB-PAYOUT-${id.slice(0, 8).toUpperCase()}`;

export async function listPayoutsForStaff(db: Db, query: PayoutQuery) {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(rewardPayouts.status, query.status));
  if (query.ambassador_id) filters.push(eq(rewardPayouts.ambassadorId, query.ambassador_id));
  const where = filters.length ? and(...filters) : undefined;
  const sortColumn = {
    created_at: rewardPayouts.createdAt,
    amount: rewardPayouts.amount,
    status: rewardPayouts.status,
  }[query.sort];
  const rows = await db
    .select(columns)
    .from(rewardPayouts)
    .innerJoin(brandAmbassadors, eq(brandAmbassadors.id, rewardPayouts.ambassadorId))
    .innerJoin(bankDetails, eq(bankDetails.id, rewardPayouts.bankDetailId))
    .where(where)
    .orderBy(query.order === 'asc' ? asc(sortColumn) : desc(sortColumn), asc(rewardPayouts.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [total] = await db.select({ n: count() }).from(rewardPayouts).where(where);
  return { items: rows.map(payoutView), total: total?.n ?? 0 };
}

export async function findPayoutForStaff(db: Db, id: string) {
  const [row] = await db
    .select(columns)
    .from(rewardPayouts)
    .innerJoin(brandAmbassadors, eq(brandAmbassadors.id, rewardPayouts.ambassadorId))
    .innerJoin(bankDetails, eq(bankDetails.id, rewardPayouts.bankDetailId))
    .where(eq(rewardPayouts.id, id));
  return row ? payoutView(row) : undefined;
}

/** Minor units as the decimal a bank file expects (1234 → '12.34'); every shop currency has two decimals. */
export function decimalAmount(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A card number never leaves the shop in a file: card payouts go through the payment provider, which holds
 * the card; the bank's sheet shows its last four digits so the team can tell the rows apart.
 */
function forTheBank(method: string, number: string): string {
  return method === 'card' ? `**** ${number.replace(/\D/g, '').slice(-4)}` : number;
}

export const EXPORT_COLUMNS = [
  'beneficiary_name',
  'beneficiary_email',
  'payment_method',
  'iban',
  'swift_bic',
  'account_number',
  'routing_number',
  'amount',
  'currency',
  'reference',
  'account_holder_name',
  'tax_id',
] as const;

/**
 * The batch as CSV (lib/csv.ts: a spreadsheet's file, where no name or address can be a formula): the payouts
 * with the given ids, or all in `status`. Amounts are decimals (12.34).
 */
export async function payoutsCsv(
  db: Db,
  bankKey: Buffer,
  selection: { ids: string[] } | { status: PayoutStatus },
): Promise<{ csv: string; ids: string[] }> {
  const rows = await db
    .select({
      payout: rewardPayouts,
      name: brandAmbassadors.name,
      email: brandAmbassadors.email,
      bank: bankDetails,
    })
    .from(rewardPayouts)
    .innerJoin(brandAmbassadors, eq(brandAmbassadors.id, rewardPayouts.ambassadorId))
    .innerJoin(bankDetails, eq(bankDetails.id, rewardPayouts.bankDetailId))
    .where('ids' in selection ? inArray(rewardPayouts.id, selection.ids) : eq(rewardPayouts.status, selection.status))
    .orderBy(asc(rewardPayouts.createdAt));
  const records = rows.map(({ payout, name, email, bank }) => ({
    beneficiary_name: name,
    beneficiary_email: email,
    payment_method: payout.paymentMethod,
    iban: bank.ibanEncrypted ? decryptBankNumber(bankKey, bank.ambassadorId, 'iban', bank.ibanEncrypted) : '',
    swift_bic: bank.swiftBic ?? '',
    account_number: bank.accountNumberEncrypted
      ? forTheBank(
          payout.paymentMethod,
          decryptBankNumber(bankKey, bank.ambassadorId, 'account_number', bank.accountNumberEncrypted),
        )
      : '',
    routing_number: bank.routingNumberEncrypted
      ? decryptBankNumber(bankKey, bank.ambassadorId, 'routing_number', bank.routingNumberEncrypted)
      : '',
    amount: decimalAmount(payout.amount),
    currency: payout.currency,
    reference: payoutReference(payout.id),
    account_holder_name: bank.accountHolderName ?? '',
    tax_id: bank.taxIdEncrypted ? decryptBankNumber(bankKey, bank.ambassadorId, 'tax_id', bank.taxIdEncrypted) : '',
  }));
  const csv = spreadsheetCsv(EXPORT_COLUMNS, records);
  return { csv, ids: rows.map((row) => row.payout.id) };
}
