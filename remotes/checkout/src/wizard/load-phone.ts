/** The phone rules' chunk (./phone.ts), fetched once; the contact step starts it as it shows. */
import type { PhoneRules } from './phone';

let loading: Promise<PhoneRules> | undefined;

export function loadPhoneRules(): Promise<PhoneRules> {
  loading ??= import(/* webpackChunkName: "phone-rules" */ './phone').catch((error: unknown) => {
    // A failed fetch (offline for a moment) is tried again on the next call.
    loading = undefined;
    throw error;
  });
  return loading;
}
