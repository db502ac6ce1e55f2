import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_CONTENT } from '../../src/db/seed';
import { buildTestApp } from '../helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const get = (url: string, language?: string) =>
  app.inject({ method: 'GET', url: `/api/v1${url}`, headers: language ? { 'accept-language': language } : {} });

describe('GET /api/v1/faqs', () => {
  it('lists the questions by position in the requested language', async () => {
    const byPosition = [...SEED_CONTENT.faqs].sort((a, b) => a.position - b.position);
    const english = (await get('/faqs')).json();
    expect(english.faqs.map((faq: { question: string }) => faq.question)).toEqual(byPosition.map((f) => f.question.en));
    const russian = (await get('/faqs', 'ru')).json();
    expect(russian.faqs).toEqual(
      byPosition.map((faq, index) => ({
        id: english.faqs[index].id,
        question: faq.question.ru,
        answer: faq.answer.ru,
      })),
    );
  });
});

describe('GET /api/v1/pages/:slug', () => {
  it('returns every content page with its sections in the requested language', async () => {
    for (const page of SEED_CONTENT.pages) {
      const response = await get(`/pages/${page.slug}`, 'tr');
      expect(response.statusCode, page.slug).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        slug: page.slug,
        title: page.title.tr,
        description: page.description.tr,
        sections: page.sections.map((section) => ({
          heading: section.heading.tr,
          paragraphs: section.paragraphs.map((paragraph) => paragraph.tr),
        })),
        updated_at: expect.any(String),
      });
      expect(new Date(body.updated_at).toISOString()).toBe(body.updated_at);
    }
  });

  it('answers an unknown page with 404 and the translated "Page not found"', async () => {
    const response = await get('/pages/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', message: 'Page not found' });
    expect((await get('/pages/no-such-page', 'ru')).json()).toEqual({
      error: 'not_found',
      message: 'Страница не найдена',
    });
  });
});

describe('GET /api/v1/reviews', () => {
  it('lists every review, newest first, in the requested language', async () => {
    const newestFirst = [...SEED_CONTENT.reviews].sort((a, b) => b.date.localeCompare(a.date));
    const body = (await get('/reviews', 'az')).json();
    expect(body.reviews.map(({ id: _id, ...review }: { id: number }) => review)).toEqual(
      newestFirst.map((review) => ({
        name: review.name,
        rating: review.rating,
        text: review.text.az,
        date: review.date,
      })),
    );
    for (const review of body.reviews) expect(Number.isInteger(review.id)).toBe(true);
    expect(body.total).toBe(SEED_CONTENT.reviews.length);
  });

  it('gives the newest few for a limit, with how many there are in all', async () => {
    const all = (await get('/reviews', 'en')).json();
    const few = (await get('/reviews?limit=3', 'en')).json();
    expect(few).toEqual({ reviews: all.reviews.slice(0, 3), total: all.reviews.length });
  });

  it.each(['0', '-1', 'abc', '2.5', '10001'])('refuses limit=%s', async (limit) => {
    const response = await get(`/reviews?limit=${limit}`, 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('validation_error');
  });
});
