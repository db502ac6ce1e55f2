/**
 * Where the checkout keeps an order's access between page loads: the wizard's draft in localStorage
 * (one key, cleared when the order is paid) and, per tab, the receipt of a paid order so a reload of the
 * success page still shows it. No validation rules here, so the result pages load without zod.
 */
import type { OrderJson } from '@shop/shared';

export const DRAFT_KEY = 'checkout.wizard';
export const RECEIPT_KEY = 'checkout.receipt';

/** An order's id with the access token that every call on it needs. */
export interface OrderAccess {
  id: string;
  token: string;
}

/** Storage can be missing or refuse access (private mode, quota); the checkout then works for this visit. */
export function storage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[kind];
  } catch {
    return undefined;
  }
}

function readJson(kind: 'localStorage' | 'sessionStorage', key: string): unknown {
  try {
    return JSON.parse(storage(kind)?.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

export function writeJson(kind: 'localStorage' | 'sessionStorage', key: string, value: unknown): void {
  try {
    storage(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or disabled storage: the value lives on in memory for this visit.
  }
}

export function asAccess(value: unknown): OrderAccess | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, token } = value as { id?: unknown; token?: unknown };
  return typeof id === 'string' && typeof token === 'string' && id && token ? { id, token } : null;
}

/** The order of the wizard's draft, if it has one. */
export function draftAccess(): OrderAccess | null {
  const draft = readJson('localStorage', DRAFT_KEY);
  return typeof draft === 'object' && draft !== null ? asAccess((draft as { order?: unknown }).order) : null;
}

export function clearDraft(): void {
  storage('localStorage')?.removeItem(DRAFT_KEY);
}

export function saveReceipt(access: OrderAccess): void {
  writeJson('sessionStorage', RECEIPT_KEY, access);
}

export function loadReceipt(): OrderAccess | null {
  return asAccess(readJson('sessionStorage', RECEIPT_KEY));
}

/** The token for order `id`: from the wizard's draft, or from the receipt of an order paid in this tab. */
export function accessFor(id: string | null): OrderAccess | null {
  if (!id) return null;
  const fromDraft = draftAccess();
  if (fromDraft?.id === id) return fromDraft;
  const receipt = loadReceipt();
  return receipt?.id === id ? receipt : null;
}

/** The wizard may still change an order in these statuses (the contract's PATCH rule); later ones are paid. */
export const EDITABLE_STATUSES: readonly OrderJson['status'][] = ['pending', 'waiting_for_payment', 'payment_failed'];

export function isEditable(order: Pick<OrderJson, 'status'>): boolean {
  return EDITABLE_STATUSES.includes(order.status);
}
