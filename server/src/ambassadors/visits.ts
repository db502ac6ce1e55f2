/**
 * A visit through a referral link, the one way for every link: the landing /referrals/CODE (its page posts
 * POST /referrals/visits while the server renders it) and any other page of the shop with ?ref=CODE (the page
 * handler, plugins/web.ts). A known, active code is counted and kept in the shop_ref cookie; an unknown one is
 * 'not found' and sets nothing.
 */
import { createHmac } from 'node:crypto';
import { splitLocale } from '@shop/shared/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { type Locale, referralVisits } from '../db/schema';
import { HttpError, notFound } from '../lib/http-error';
import { normaliseReferralCode, REFERRAL_CODE_PATTERN, referralCookie } from './referral-cookie';
import { type AmbassadorRow, findActiveByCode } from './repository';
import { ambassadorKeys } from './secrets';
import { shareImagePng } from './share-image';

export interface ReferralVisit {
  code: string;
  locale: Locale;
  /** ?src= as it came; kept only when it is a short token (sourceToken). */
  source?: string | undefined;
  /** The page the link led to, with or without its language prefix. */
  landingPath: string;
  /** Who visited, only to count them once a day: hashed with the day and a server key, never stored as is. */
  visitor: { ip: string; userAgent?: string | undefined };
}

export interface VisitSettings {
  /** Server-side key of the daily visitor hash (the ambassador token secret: never leaves the server). */
  key: Uint8Array;
  windowDays: number;
  secure: boolean;
  now?: Date;
}

const SOURCE_MAX = 32;

/**
 * ?src= as the dashboard shows it: lower case letters, digits, '-' and '_' ('Instagram' → 'instagram'), at most
 * 32 characters; anything else (spaces, markup, a whole URL) is no source at all rather than a mangled one.
 */
export function sourceToken(value: string | undefined): string | undefined {
  const token = value?.trim().toLowerCase();
  return token && token.length <= SOURCE_MAX && /^[a-z0-9][a-z0-9_-]*$/.test(token) ? token : undefined;
}

const PATH_MAX = 200;

/** The landing page without its language ('/ru/story/fox' → '/story/fox'), so one page is one row in every language. */
export function landingPathOf(pathname: string): string {
  const path = splitLocale(pathname.split(/[?#]/)[0] ?? '').path;
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (trimmed || '/').slice(0, PATH_MAX);
}

function visitorKey(settings: VisitSettings, ambassadorId: string, visitor: ReferralVisit['visitor']): string {
  const day = (settings.now ?? new Date()).toISOString().slice(0, 10);
  return createHmac('sha256', settings.key)
    .update(`referral-visit\n${day}\n${ambassadorId}\n${visitor.ip}\n${visitor.userAgent ?? ''}`)
    .digest('base64url')
    .slice(0, 32);
}

/**
 * Records the visit (once per visitor, ambassador and UTC day: the first visit's source and page are the ones
 * kept) and answers the ambassador with the cookie that credits a later purchase or sign-up to them. Every visit
 * refreshes the cookie, so the latest link followed is the one credited.
 */
export async function recordReferralVisit(
  db: Db,
  visit: ReferralVisit,
  settings: VisitSettings,
): Promise<{ ambassador: AmbassadorRow; cookie: string }> {
  const ambassador = await findActiveByCode(db, normaliseReferralCode(visit.code));
  if (!ambassador) throw notFound('common.error.referralNotFound');
  await db
    .insert(referralVisits)
    .values({
      ambassadorId: ambassador.id,
      locale: visit.locale,
      source: sourceToken(visit.source) ?? null,
      landingPath: landingPathOf(visit.landingPath),
      visitorKey: visitorKey(settings, ambassador.id, visit.visitor),
      ...(settings.now ? { createdAt: settings.now } : {}),
    })
    .onConflictDoNothing({ target: [referralVisits.ambassadorId, referralVisits.visitorKey] });
  return { ambassador, cookie: referralCookie(ambassador.referralCode, settings.windowDays, settings.secure) };
}

/**
 * How a referral landing names the ambassador who shared it: the first name and the initial of the last
 * ('Aysel Mammadova' → 'Aysel M.'), enough for a friend to recognise and no more for a stranger with the link.
 */
export function invitingName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return last ? `${first} ${[...last][0]?.toLocaleUpperCase()}.` : first;
}

/**
 * The settings of a visit arriving at `request`, for both ways in (the visits route and the page handler). The key
 * is the ambassador token secret: both it and the day go into the hash, so a stored key says nothing by itself.
 */
export async function visitSettingsFor(app: FastifyInstance, request: FastifyRequest): Promise<VisitSettings> {
  const { tokenSecret } = await ambassadorKeys(app.config, app.log);
  return {
    key: tokenSecret,
    windowDays: app.config.ambassadors.referralWindowDays,
    secure: request.protocol === 'https' || app.config.publicUrl.startsWith('https:'),
  };
}

/** The visitor as the hash sees them: the address and the browser's name. */
export function visitorOf(request: FastifyRequest): ReferralVisit['visitor'] {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: Array.isArray(agent) ? agent[0] : agent };
}

/**
 * A page of the shop opened through ?ref=CODE (a story shared by an ambassador): recorded like the landing, and the
 * cookie to send with the page. The page itself is the same for everyone (rendered without ref and src, from the
 * page cache); an unknown or inactive code credits nobody and the page opens as usual.
 */
export async function creditReferralLink(
  app: FastifyInstance,
  request: FastifyRequest,
  pathname: string,
  search: string,
  locale: Locale,
): Promise<string | undefined> {
  const params = new URLSearchParams(search);
  const code = params.get('ref')?.trim();
  if (!code || !REFERRAL_CODE_PATTERN.test(normaliseReferralCode(code))) return undefined;
  try {
    const { cookie } = await recordReferralVisit(
      app.database.db,
      { code, locale, source: params.get('src') ?? undefined, landingPath: pathname, visitor: visitorOf(request) },
      await visitSettingsFor(app, request),
    );
    return cookie;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return undefined;
    throw error;
  }
}

/** The share picture of an ambassador's link (og:image of the landing) in `locale`; 404 for a code no one has. */
export async function sharePicture(app: FastifyInstance, code: string, locale: Locale): Promise<Buffer> {
  const ambassador = await findActiveByCode(app.database.db, normaliseReferralCode(code));
  if (!ambassador) throw notFound('common.error.referralNotFound');
  return shareImagePng(invitingName(ambassador.name), app.config.siteName, locale);
}
