import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers';

describe('GET /api/v1/categories', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const categoriesIn = async (acceptLanguage?: string) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/categories',
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('lists the categories in position order, in English by default', async () => {
    expect(await categoriesIn()).toEqual([
      { slug: 'adventure', name: 'Adventure' },
      { slug: 'educational', name: 'Educational' },
      { slug: 'fantasy', name: 'Fantasy' },
      { slug: 'bedtime', name: 'Bedtime' },
    ]);
  });

  it('names them in the first Accept-Language language', async () => {
    expect(await categoriesIn('ru-RU,ru;q=0.9,en;q=0.8')).toEqual([
      { slug: 'adventure', name: 'Приключения' },
      { slug: 'educational', name: 'Познавательные' },
      { slug: 'fantasy', name: 'Фэнтези' },
      { slug: 'bedtime', name: 'Сказки на ночь' },
    ]);
    expect((await categoriesIn('az')).map((category: { name: string }) => category.name)).toEqual([
      'Macəra',
      'Maarifləndirici',
      'Fantastik',
      'Yuxu nağılları',
    ]);
  });

  it('falls back to English for a language the shop does not offer', async () => {
    expect((await categoriesIn('de-DE,de;q=0.9'))[0]).toEqual({ slug: 'adventure', name: 'Adventure' });
    expect((await categoriesIn('*'))[0]).toEqual({ slug: 'adventure', name: 'Adventure' });
  });
});
