/** Orders API answers for the checkout's tests, shaped like the contract in @shop/shared/orders. */
import type { CharactersResponse, OrderJson, PriceSummaryJson } from '@shop/shared';
import { DRAFT_KEY } from '../wizard/storage';

export const ORDER_ID = '0b7c3a52-3f1e-4f6b-9a43-2d1f2d9e4c11';
export const TOKEN = 'secret-token';

export function price(
  version_price: number,
  shipping: number,
  extra: Partial<PriceSummaryJson> = {},
): PriceSummaryJson {
  const subtotal = 2999 + version_price + shipping;
  return {
    currency: 'USD',
    base_price: 2999,
    version_price,
    shipping,
    subtotal,
    discount: 0,
    total: subtotal,
    total_azn: Math.round(subtotal * 1.7),
    ...extra,
  };
}

export function orderJson(overrides: Partial<OrderJson> = {}): OrderJson {
  return {
    id: ORDER_ID,
    order_number: 'SB-000123',
    status: 'pending',
    locale: 'en',
    story_type: null,
    book: null,
    child: {
      gender: 'girl',
      name: 'Leyla',
      age: 5,
      story_language: 'en',
      illustration_style: '3dPixar',
      favourite_hero: null,
      newsletter: false,
    },
    photo: null,
    characters_status: 'none',
    regenerations_left: 3,
    version: null,
    contact: {
      full_name: null,
      email: null,
      phone: null,
      shipping_address: null,
      postal_code: null,
      notes: null,
      newsletter: false,
      // Accepted with the child's details, which create the order.
      terms: true,
    },
    country_code: 'US',
    currency: 'USD',
    price: price(0, 0),
    version_prices: { pdf: price(0, 0), softcover: price(1500, 799), hardcover: price(2500, 799) },
    status_history: [{ status: 'pending', at: '2025-01-01T10:00:00.000Z' }],
    created_at: '2025-01-01T10:00:00.000Z',
    paid_at: null,
    erasures: [],
    ...overrides,
  };
}

export const PHOTO = { url: '/api/v1/files/orders/photo.jpg?exp=1&sig=x', width: 800, height: 800, warnings: [] };

/** An order that has everything up to `step`. */
export function orderReadyFor(step: 'story' | 'characters' | 'version' | 'contact' | 'confirm'): OrderJson {
  const order = orderJson({ photo: PHOTO, characters_status: 'generating' });
  if (step === 'story') return order;
  Object.assign(order, { story_type: 'custom' });
  if (step === 'characters') return order;
  Object.assign(order, { characters_status: 'ready' });
  if (step === 'version') return order;
  Object.assign(order, { version: 'hardcover', price: order.version_prices.hardcover });
  if (step === 'contact') return order;
  return {
    ...order,
    contact: {
      full_name: 'Aysel Mammadova',
      email: 'aysel@example.com',
      phone: '+994 50 123 45 67',
      shipping_address: '12 Nizami Street, Baku',
      postal_code: 'AZ1000',
      notes: null,
      newsletter: false,
      terms: true,
    },
  };
}

export function charactersJson(overrides: Partial<CharactersResponse> = {}): CharactersResponse {
  return {
    status: 'ready',
    characters: (['3dPixar', '2dWarner', 'watercolor', 'anime'] as const).map((style) => ({
      style,
      url: `/api/v1/files/orders/${style}.png?exp=1&sig=x`,
      width: 512,
      height: 512,
    })),
    selected_style: '3dPixar',
    regenerations_left: 3,
    error: null,
    favourite_hero: null,
    features: {
      skin_tone: 'medium',
      hair_color: 'dark-brown',
      hair_style: 'curly',
      eye_color: 'hazel',
      face_shape: 'oval',
      glasses: false,
      freckles: true,
    },
    features_source: 'photo',
    ...overrides,
  };
}

/** Stores a wizard draft as an earlier visit would have left it. */
export function storeDraft(draft: Record<string, unknown>): void {
  localStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({
      v: 1,
      order: { id: ORDER_ID, token: TOKEN },
      child: {
        gender: 'girl',
        name: 'Leyla',
        age: '5',
        storyLanguage: 'en',
        illustrationStyle: '3dPixar',
        favouriteHero: '',
        newsletter: false,
        terms: true,
      },
      storyType: 'custom',
      bookSlug: null,
      version: null,
      contact: {},
      ...draft,
    }),
  );
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The wizard's answers for an order that exists: GET /orders/:id with the token checked. */
export function orderRoutes(order: OrderJson) {
  return {
    [`GET /orders/${ORDER_ID}`]: (request: Request) =>
      request.headers.get('X-Order-Token') === TOKEN
        ? json({ order })
        : json({ error: 'not_found', message: 'Order not found' }, 404),
    'GET /country_code': () => json({ country_code: 'US' }),
  };
}
