/**
 * The phone rules (@shop/shared/validation/phone, with libphonenumber-js's metadata: about 45 KB gzip), fetched
 * once as a chunk of their own by a form that asks for a phone (the checkout's contact step, the ambassador's
 * sign-up and profile) as it shows, never with a page's first load. Not part of the shared entry: each app
 * bundles this loader, and so its own chunk of the rules.
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
