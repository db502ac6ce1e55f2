import type { FieldErrors } from '@shop/shared';
import { loadPhoneRules } from '@shop/shared/validation/load-phone';
import { useEffect } from 'react';

/** Starts fetching the phone rules (a chunk of their own) as a form with a phone shows: submitting need not wait. */
export function usePhoneRules(): void {
  useEffect(() => {
    loadPhoneRules().catch(() => undefined);
  }, []);
}

/**
 * The form's phone as the server stores it: international ('+994 50 123 45 67'), a number without + read as one
 * of the country picked in the form (its ISO code; else `fallbackCountry`, e.g. the detected one). An error for the phone
 * field when it is no number. When the rules cannot load (offline for a moment) the text goes as typed, and the
 * server's same check decides.
 */
export async function checkPhone(
  phone: string,
  country: string | undefined,
  fallbackCountry?: string,
): Promise<{ phone: string } | { errors: FieldErrors }> {
  const rules = await loadPhoneRules().catch(() => undefined);
  if (!rules || phone.trim() === '') return { phone };
  const normalised = rules.normalisePhone(phone, country || fallbackCountry || '');
  return normalised ? { phone: normalised } : { errors: { phone: rules.PHONE_MESSAGE } };
}
