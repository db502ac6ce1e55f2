import { describe, expect, it } from 'vitest';
import { withTestApp } from '../helpers';

/** Every route of the API, as `METHOD path` in OpenAPI's notation. */
const API_ROUTES = [
  'GET /api/v1/health',
  'GET /api/v1/health/ready',
  'GET /api/v1/country_code',
  'GET /api/v1/hero_picture',
  'GET /api/v1/currency_rates',
  'GET /api/v1/categories',
  'GET /api/v1/books',
  'GET /api/v1/books/popular',
  'GET /api/v1/books/{slug}',
  'GET /api/v1/books/{slug}/related-books',
  'GET /api/v1/faqs',
  'GET /api/v1/pages/{slug}',
  'GET /api/v1/reviews',
  'POST /api/v1/subscribe',
  'POST /api/v1/unsubscribe',
  'POST /api/v1/contact',
  'POST /api/v1/csp-reports',
  'GET /api/v1/orders/price-configs',
  'GET /api/v1/orders/prices',
  'GET /api/v1/orders/track',
  'POST /api/v1/orders',
  'GET /api/v1/orders/{id}',
  'PATCH /api/v1/orders/{id}',
  'PATCH /api/v1/orders/{id}/upload_image',
  'GET /api/v1/orders/{id}/characters',
  'POST /api/v1/orders/{id}/characters/regenerate',
  'GET /api/v1/orders/{id}/preview',
  'POST /api/v1/orders/{id}/erase',
  'PATCH /api/v1/orders/{id}/confirm_and_pay',
  'PATCH /api/v1/orders/{id}/pay_again',
  'POST /api/v1/orders/{id}/complete_payment',
  'POST /api/v1/payments/webhook',
  'POST /api/v1/print/webhook',
  'GET /api/v1/sales_notifications',
  'GET /api/v1/files/{*}',
  'POST /api/v1/referrals/auth/sign_up',
  'POST /api/v1/referrals/auth/sign_in',
  'DELETE /api/v1/referrals/auth/sign_out',
  'POST /api/v1/referrals/auth/password',
  'PUT /api/v1/referrals/auth/password',
  'GET /api/v1/referrals/me',
  'PATCH /api/v1/referrals/me',
  'GET /api/v1/referrals/coupon_code',
  'PUT /api/v1/referrals/coupon_code',
  'GET /api/v1/referrals/stats',
  'GET /api/v1/referrals/analytics',
  'GET /api/v1/referrals/referrals',
  'GET /api/v1/referrals/rewards',
  'GET /api/v1/referrals/reward_payouts',
  'POST /api/v1/referrals/reward_payouts',
  'GET /api/v1/referrals/statements/{month}',
  'GET /api/v1/referrals/bank_details',
  'POST /api/v1/referrals/bank_details',
  'POST /api/v1/referrals/visits',
  'POST /api/v1/admin/auth/sign_in',
  'POST /api/v1/admin/auth/sign_out',
  'GET /api/v1/admin/auth/me',
  'GET /api/v1/admin/summary',
  'GET /api/v1/admin/reports',
  'GET /api/v1/admin/orders.csv',
  'GET /api/v1/admin/ambassadors.csv',
  'GET /api/v1/admin/staff',
  'POST /api/v1/admin/staff',
  'PATCH /api/v1/admin/staff/{id}',
  'POST /api/v1/admin/staff/{id}/revoke_sessions',
  'GET /api/v1/admin/audit',
  'GET /api/v1/admin/ambassadors',
  'GET /api/v1/admin/ambassadors/{id}',
  'POST /api/v1/admin/ambassadors/{id}/review',
  'POST /api/v1/admin/ambassadors/{id}/approve',
  'POST /api/v1/admin/ambassadors/{id}/reject',
  'POST /api/v1/admin/ambassadors/{id}/suspend',
  'GET /api/v1/admin/payouts',
  'POST /api/v1/admin/payouts/{id}/process',
  'POST /api/v1/admin/payouts/{id}/pay',
  'GET /api/v1/admin/payouts/export.csv',
  'GET /api/v1/admin/referral-reviews',
  'POST /api/v1/admin/referral-reviews/{id}/{decision}',
  'GET /api/v1/admin/orders',
  'GET /api/v1/admin/print/attention',
  'GET /api/v1/admin/orders/{id}',
  'POST /api/v1/admin/orders/{id}/transition',
  'POST /api/v1/admin/orders/{id}/ship',
  'POST /api/v1/admin/orders/{id}/deliver',
  'POST /api/v1/admin/orders/{id}/refund',
  'POST /api/v1/admin/orders/{id}/erase',
  'POST /api/v1/admin/orders/{id}/regenerate_characters',
  'POST /api/v1/admin/orders/{id}/resend_email',
  'POST /api/v1/admin/orders/{id}/child_pictures',
  'GET /api/v1/admin/orders/{id}/notes',
  'POST /api/v1/admin/orders/{id}/notes',
  'GET /api/v1/admin/ambassadors/{id}/notes',
  'POST /api/v1/admin/ambassadors/{id}/notes',
  'GET /api/v1/admin/outbox',
  'GET /api/v1/admin/outbox/{id}',
  'GET /api/v1/admin/outbox/{id}/raw',
  'POST /api/v1/admin/outbox/{id}/resend',
  'GET /api/v1/admin/jobs',
  'POST /api/v1/admin/jobs/{id}/retry',
  'GET /api/v1/admin/content/categories',
  'POST /api/v1/admin/content/categories',
  'PATCH /api/v1/admin/content/categories/{slug}',
  'DELETE /api/v1/admin/content/categories/{slug}',
  'GET /api/v1/admin/content/faqs',
  'POST /api/v1/admin/content/faqs',
  'PATCH /api/v1/admin/content/faqs/{id}',
  'DELETE /api/v1/admin/content/faqs/{id}',
  'GET /api/v1/admin/content/reviews',
  'POST /api/v1/admin/content/reviews',
  'PATCH /api/v1/admin/content/reviews/{id}',
  'DELETE /api/v1/admin/content/reviews/{id}',
  'GET /api/v1/admin/content/books',
  'GET /api/v1/admin/content/books/{slug}',
  'PATCH /api/v1/admin/content/books/{slug}',
  'POST /api/v1/admin/content/books/{slug}/cover',
  'GET /api/v1/admin/content/pages',
  'PATCH /api/v1/admin/content/pages/{slug}',
  'GET /api/v1/admin/content/price_configs',
  'PATCH /api/v1/admin/content/price_configs/{id}',
];

type Operation = {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, unknown>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

describe('GET /api/v1/openapi.json', () => {
  it('describes every API route, and only those', async () => {
    await withTestApp({}, async (app) => {
      const response = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
      expect(response.statusCode).toBe(200);
      const document = response.json() as Document;
      expect(document.openapi).toMatch(/^3\./);

      const listed = Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      );
      expect(listed.sort()).toEqual([...API_ROUTES].sort());
      // Fastify knows each of them too: the document is generated from the registered routes.
      for (const route of API_ROUTES) {
        const [method = '', path = ''] = route.split(' ');
        expect(app.hasRoute({ method, url: path.replace(/\{(\w+)\}/g, ':$1').replace('{*}', '*') }), route).toBe(true);
      }
    });
  });

  it('carries the request and response schemas of the routes', async () => {
    await withTestApp({}, async (app) => {
      const document = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json() as Document;
      const operation = (path: string, method: string) => {
        const found = document.paths[path]?.[method];
        if (!found) throw new Error(`${method} ${path} is not documented`);
        return found;
      };
      const list = operation('/api/v1/books', 'get');
      expect(list.parameters?.map((parameter) => parameter.name).sort()).toEqual(['category', 'page', 'per_page']);
      expect(Object.keys(list.responses).sort()).toEqual(['200', '400']);
      expect(Object.keys(operation('/api/v1/books/{slug}', 'get').responses)).toContain('404');
      const contact = operation('/api/v1/contact', 'post');
      expect(Object.keys(contact.requestBody?.content['application/json']?.schema.properties ?? {}).sort()).toEqual([
        'email',
        'full_name',
        'message',
        'subject',
      ]);
      expect(Object.keys(contact.responses).sort()).toEqual(['201', '400', '429']);
    });
  });

  it('documents the character features: read with the characters, corrected through PATCH /orders/{id}', async () => {
    await withTestApp({}, async (app) => {
      const document = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json() as Document;
      type Schema = {
        type?: string;
        properties?: Record<string, Schema>;
        enum?: string[];
        anyOf?: Schema[];
        required?: string[];
      };
      // A nullable value is documented as anyOf [value, null].
      const featuresOf = (schema: Schema | undefined): Schema | undefined =>
        schema?.anyOf?.find((option) => option.type !== 'null') ?? schema;
      const patch = document.paths['/api/v1/orders/{id}']?.patch;
      const body = patch?.requestBody?.content['application/json']?.schema as Schema | undefined;
      const corrected = featuresOf(body?.properties?.order?.properties?.features);
      expect(Object.keys(corrected?.properties ?? {}).sort()).toEqual([
        'eye_color',
        'face_shape',
        'freckles',
        'glasses',
        'hair_color',
        'hair_style',
        'outfit',
        'skin_tone',
      ]);
      expect(corrected?.properties?.skin_tone?.enum).toContain('porcelain');
      expect(corrected?.properties?.outfit?.enum).toEqual(['story', 'sailor', 'party', 'sporty', 'cosy']);
      // The clothes are the parent's choice: a correction may leave them out.
      expect(corrected?.required).not.toContain('outfit');
      expect(Object.keys(patch?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '404', '409']));

      const characters = document.paths['/api/v1/orders/{id}/characters']?.get?.responses['200'] as
        | { content: Record<string, { schema: Schema }> }
        | undefined;
      const answer = characters?.content['application/json']?.schema;
      expect(answer?.required).toEqual(expect.arrayContaining(['features', 'features_source']));
      expect(Object.keys(featuresOf(answer?.properties?.features)?.properties ?? {})).toContain('hair_style');
      expect(featuresOf(answer?.properties?.features_source)?.enum).toEqual(['photo', 'parent']);
    });
  });
});
