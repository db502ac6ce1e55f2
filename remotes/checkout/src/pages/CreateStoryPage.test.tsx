import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, ORDER_ID, orderJson, orderReadyFor, orderRoutes, storeDraft, TOKEN } from '../test/orders';
import { meta, renderPage, stubApi } from '../test/render';
import { DRAFT_KEY } from '../wizard/storage';
import { CreateStoryPage } from './CreateStoryPage';

/** The page meta of a one-page answer to GET /books with `total` books. */
const bookPage = (total: number) => ({ page: 1, per_page: 48, total, total_pages: total > 0 ? 1 : 0 });

const storedDraft = () => JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null');

function fillChild() {
  fireEvent.click(screen.getByLabelText('Girl'));
  fireEvent.change(screen.getByLabelText("Child's name"), { target: { value: 'Leyla' } });
  fireEvent.change(screen.getByLabelText("Child's age"), { target: { value: '5' } });
  fireEvent.click(screen.getByLabelText(/I agree to the/));
}

describe('the create-story wizard', () => {
  it('shows every child-details problem by its field, focuses the first and sends nothing', async () => {
    const { calls } = stubApi({ 'GET /country_code': { body: { country_code: 'US' } } });
    renderPage(<CreateStoryPage />, { path: '/create-story' });
    expect(meta('meta[name="robots"]')).toBe('noindex, nofollow');
    const progress = screen.getByRole('navigation', { name: 'Order progress' });
    expect(within(progress).getAllByRole('listitem')).toHaveLength(7);
    expect(within(progress).getByText('Child details').closest('li')?.getAttribute('aria-current')).toBe('step');

    fireEvent.change(screen.getByLabelText("Child's age"), { target: { value: '17' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    // The rules load with the first check (a chunk of their own), so the errors follow a moment later.
    const age = screen.getByLabelText("Child's age");
    await vi.waitFor(() => expect(age.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(age.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      "Child's age must be between 0 and 16",
    );
    expect(screen.getByText('You must agree to the terms and conditions')).toBeDefined();
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByLabelText('Girl'));
    expect(calls.some((request) => request.url.includes('/orders'))).toBe(false);
  });

  it('words the messages in the page language', async () => {
    stubApi({ 'GET /country_code': { body: { country_code: 'AZ' } } });
    renderPage(<CreateStoryPage />, { path: '/create-story', locale: 'az' });
    fireEvent.click(screen.getByRole('button', { name: 'Növbəti' }));
    expect(await screen.findByText('Şərtlər və qaydalarla razılaşmalısınız')).toBeDefined();
  });

  it('creates the order after step 1, keeps its token in the draft and moves on to the photo', async () => {
    let sent: { order: Record<string, unknown> } | undefined;
    stubApi({
      'GET /country_code': { body: { country_code: 'US' } },
      'POST /orders': async (request) => {
        sent = await request.json();
        return json({ order: orderJson(), access_token: TOKEN }, 201);
      },
    });
    renderPage(<CreateStoryPage />, { path: '/create-story?book=the-little-astronaut' });
    fillChild();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Upload a photo' })).toBeDefined();
    expect(sent?.order).toEqual({
      child: {
        gender: 'girl',
        name: 'Leyla',
        age: 5,
        story_language: 'en',
        illustration_style: '3dPixar',
        newsletter: false,
        terms: true,
      },
      currency: 'USD',
      story_type: 'ready',
      book_slug: 'the-little-astronaut',
    });
    await waitFor(() => expect(storedDraft()).toMatchObject({ order: { id: ORDER_ID, token: TOKEN }, step: 'photo' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Upload a photo' })));
  });

  it('resumes after a reload where the visitor was, and Back keeps what was entered', async () => {
    storeDraft({ step: 'story' });
    stubApi({ ...orderRoutes(orderReadyFor('story')), 'GET /books': { body: { books: [], meta: bookPage(0) } } });
    renderPage(<CreateStoryPage />, { path: '/create-story' });
    expect(await screen.findByRole('heading', { name: 'Choose a story' })).toBeDefined();
    expect(screen.getByLabelText(/^Custom story/)).toHaveProperty('checked', true);

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Upload a photo' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText("Child's name")).toHaveProperty('value', 'Leyla');
    expect(screen.getByLabelText("Child's age")).toHaveProperty('value', '5');
    await waitFor(() => expect(storedDraft()).toMatchObject({ step: 'child', order: { id: ORDER_ID } }));
  });

  it('pre-selects the ready-made book of a deep link', async () => {
    storeDraft({ step: 'story' });
    stubApi({
      ...orderRoutes(orderReadyFor('story')),
      'GET /books': {
        body: {
          books: ['the-brave-little-star', 'the-little-astronaut'].map((slug) => ({
            slug,
            name: `Book ${slug}`,
            summary: '',
            category: { slug: 'adventure', name: 'Adventure' },
            page_count: 24,
            formats: ['pdf', 'hardcover'],
            age_min: 3,
            age_max: 8,
            cover: { url: `/media/${slug}.webp`, width: 600, height: 800, alt: '' },
          })),
          meta: bookPage(2),
        },
      },
    });
    renderPage(<CreateStoryPage />, { path: '/create-story?book=the-little-astronaut' });
    expect(await screen.findByLabelText(/Book the-little-astronaut/)).toHaveProperty('checked', true);
    expect(screen.getByLabelText(/^Ready-made book/)).toHaveProperty('checked', true);
  });

  it('starts a new order, keeping what was typed, when the saved one is gone', async () => {
    storeDraft({ step: 'version', order: { id: ORDER_ID, token: 'stale' } });
    stubApi(orderRoutes(orderReadyFor('version')));
    renderPage(<CreateStoryPage />, { path: '/create-story' });
    expect(await screen.findByText(/couldn't find your saved order/)).toBeDefined();
    expect(screen.getByLabelText("Child's name")).toHaveProperty('value', 'Leyla');
    // The draft is written by an effect after the render that shows the message, so wait for it.
    await waitFor(() => expect(storedDraft()).toMatchObject({ order: null, step: 'child' }));
  });
});
