/**
 * An ambassador's personal coupon code: what a code may look like, for the portal's form, the
 * checkout's field and the server alike. Codes are compared whatever the case ('Aylin5' = 'AYLIN5').
 */
import type { CommonMessageId } from '../i18n/common-messages';
import { z } from '../zod';

export const COUPON_CODE_MIN = 4;
export const COUPON_CODE_MAX = 20;
/** Latin letters and digits only: a code is read out in videos and typed on phones in four languages. */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9]{4,20}$/;
export const COUPON_CODE_MESSAGE = 'common.validation.couponCode' satisfies CommonMessageId;

/** The one spelling codes are compared in. */
export const couponCodeKey = (code: string): string => code.trim().toUpperCase();

export const isCouponCode = (code: string): boolean => COUPON_CODE_PATTERN.test(code.trim());

/** The code an ambassador chooses in the portal. */
export const couponCodeSchema = z
  .string({ error: COUPON_CODE_MESSAGE })
  .trim()
  .regex(COUPON_CODE_PATTERN, { error: COUPON_CODE_MESSAGE });
