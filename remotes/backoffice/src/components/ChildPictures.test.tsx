import { loadEveryLanguage, pageRenderer, stubApi } from '@shop/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import App from '../App';
import type { OrderDetail } from '../api';
import { catalogue } from '../intl';
import { messages } from '../messages';

beforeAll(() => loadEveryLanguage(catalogue));

const renderPage = pageRenderer(messages);
const ORDER_ID = '0b6a5c1e-2f4d-4e8a-9b7c-1d2e3f4a5b6c';
const support = {
  staff: { id: '00000000-0000-4000-8000-0000000000b1', email: 'sam@storybook.test', name: 'Sam', role: 'support' },
};

const detail: OrderDetail = {
  order: {
    id: ORDER_ID,
    order_number: 'SB-7K4Q-2M9X',
    status: 'in_review',
    locale: 'ru',
    email: 'parent@example.com',
    full_name: 'Ольга Петрова',
    phone: null,
    shipping_address: null,
    postal_code: null,
    country: 'RU',
    notes: null,
    child: {
      name: 'Маша',
      gender: 'girl',
      age: 5,
      story_language: 'ru',
      illustration_style: 'watercolor',
      favourite_hero: null,
    },
    book_name: 'Маша и дракон',
    story_type: 'ready',
    version: 'pdf',
    price: null,
    photo_url: null,
    characters_status: 'ready',
    characters: [],
    child_pictures: { photo: true, portraits: true, book_pdf: true },
    referral_code: null,
    referral_ambassador: null,
    book_pdf_url: null,
    created_at: '2026-11-20T10:00:00Z',
    paid_at: '2026-11-20T10:05:00Z',
    erasures: [],
  },
  history: [],
  emails: [],
  shipment: null,
  refunds: [],
  refund_left: 0,
  allowed_transitions: [],
  actions: {
    ship: false,
    deliver: false,
    refund: false,
    regenerate_characters: true,
    erase_data: false,
    resend_emails: [],
  },
};

const pictures = {
  photo_url: '/api/v1/files/orders/o1/photo.jpg?exp=1&sig=a',
  characters: [{ style: 'watercolor', url: '/api/v1/files/orders/o1/characters/watercolor.jpg?exp=1&sig=b' }],
  book_pdf_url: '/api/v1/files/orders/o1/book.pdf?exp=1&sig=c',
  expires_at: '2026-11-28T10:10:00Z',
};

function openOrder(locale: 'en' | 'ru' = 'en') {
  const api = stubApi({
    'GET /admin/auth/me': { body: support },
    [`GET /admin/orders/${ORDER_ID}`]: { body: detail },
    [`POST /admin/orders/${ORDER_ID}/child_pictures`]: { body: pictures },
  });
  renderPage(<App routeId="backoffice" />, { path: `/backoffice/orders/${ORDER_ID}`, route: '/backoffice/*', locale });
  const posts = () => api.calls.filter((request) => request.method === 'POST');
  return { posts };
}

describe("the child's pictures on the order page", () => {
  it('stay hidden until a reason is given, checked with the shared rules, then show with the redraw button', async () => {
    const { posts } = openOrder();
    const show = await screen.findByRole('button', { name: 'Show the child’s photo' }, { timeout: 5000 });
    expect(screen.queryAllByRole('img', { name: /Маша/ })).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Redraw characters' })).toBeNull();
    expect(screen.getByText('Made; it opens with the child’s pictures')).toBeDefined();

    fireEvent.click(show);
    const dialog = await screen.findByRole('dialog', { name: 'Why do you need to see the child’s photo?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show' }));
    expect(
      await within(dialog).findByText('Please choose why you need to see the child’s photo and portraits'),
    ).toBeDefined();

    // "Other" says nothing by itself: it needs a few words.
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Other (say what)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show' }));
    expect(await within(dialog).findByText('Please say in a few words why you need to see them')).toBeDefined();
    expect(posts()).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('In your own words (required for “Other”)'), {
      target: { value: 'The printer asked about a smudge on page 3' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    const [sent] = posts();
    expect(new URL(sent?.url ?? '').pathname).toBe(`/api/v1/admin/orders/${ORDER_ID}/child_pictures`);
    expect(await sent?.json()).toEqual({ reason: 'other', note: 'The printer asked about a smudge on page 3' });

    expect(await screen.findByRole('img', { name: 'Photo of Маша uploaded by the parent' })).toBeDefined();
    expect(screen.getByRole('img', { name: 'Маша drawn as a character, Watercolour style' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Open the PDF' }).getAttribute('href')).toBe(pictures.book_pdf_url);
    expect(screen.getByRole('button', { name: 'Redraw characters' })).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(screen.queryAllByRole('img', { name: /Маша/ })).toHaveLength(0));
    expect(screen.getByRole('button', { name: 'Show the child’s photo' })).toBeDefined();
  });

  it('asks in Russian for a Russian-speaking team member, and sends a listed reason without a note', async () => {
    const { posts } = openOrder('ru');
    fireEvent.click(await screen.findByRole('button', { name: 'Показать фото ребёнка' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Зачем вам нужно фото ребёнка?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Показать' }));
    expect(
      await within(dialog).findByText('Пожалуйста, выберите, зачем вам нужно увидеть фото и портреты ребёнка'),
    ).toBeDefined();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Проверка качества' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Показать' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(await posts()[0]?.json()).toEqual({ reason: 'quality_check' });
    expect(await screen.findByRole('img', { name: 'Фотография: Маша, загружена родителем' })).toBeDefined();
  });
});
