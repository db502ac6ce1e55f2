/**
 * The phone rules (@shop/shared/validation/phone, with libphonenumber-js's metadata: about 45 KB gzip), fetched
 * once as a chunk of their own when the contact step shows, never with the wizard's first page.
 */
export type PhoneRules = typeof import('@shop/shared/validation/phone');

let loading: Promise<PhoneRules> | undefined;

export function loadPhoneRules(): Promise<PhoneRules> {
  loading ??= import(/* webpackChunkName: "phone-rules" */ '@shop/shared/validation/phone').catch((error: unknown) => {
    // A failed fetch (offline for a moment) is tried again on the next call.
    loading = undefined;
    throw error;
  });
  return loading;
}
