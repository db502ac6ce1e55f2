import { ORDER_STATUSES } from '@shop/shared';
import { commonMessages } from '@shop/shared/i18n/common-messages';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { day, shippedHardcover, trackedOrder } from '../test/orders';
import { renderPage, stubApi } from '../test/render';
import { TrackOrderPage } from './TrackOrderPage';

const TRACK = 'GET /orders/track';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const notFound = () => json({ error: 'not_found', message: 'Order not found' }, 404);

/** The timeline's steps in order, the current one marked with *. */
function timelineSteps(): string[] {
  const section = screen.getByRole('region', { name: 'Progress' });
  return within(section)
    .getAllByRole('listitem')
    .map(
      (item) => `${item.querySelector('.tr-step__label')?.textContent}${item.getAttribute('aria-current') ? ' *' : ''}`,
    );
}

describe('the tracking page', () => {
  it('checks the form, then shows the order it finds with its timeline and moves focus to it', async () => {
    // The answer waits until the test has seen the loading state.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const api = stubApi({
      [TRACK]: async () => {
        await answered;
        return json(
          trackedOrder({ status: 'story_writing', status_history: trackedOrder().status_history.slice(0, 4) }),
        );
      },
    });
    renderPage(<TrackOrderPage />, { path: '/track-order' });
    expect(screen.getByText(/Your order’s progress will appear here/)).toBeDefined();

    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'parent@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Track order' }));
    // The rules load with the first search (a chunk of their own), so the errors follow a moment later.
    expect(await screen.findByText('This field is required')).toBeDefined();
    expect(screen.getByText('Please enter a valid email address')).toBeDefined();
    expect(screen.getByLabelText('E-mail address').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Order number'), { target: { value: ' sb-001001 ' } });
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'parent@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Track order' }));
    expect((await screen.findByRole('status')).textContent).toBe('Looking for your order…');
    answer();

    const heading = await screen.findByRole('heading', { name: 'Order SB-001001' });
    await expect.poll(() => document.activeElement).toBe(heading);
    const query = new URL(api.calls[0]?.url ?? '').searchParams;
    expect(query.get('order_number')).toBe('SB-001001');
    expect(query.get('email')).toBe('parent@example.com');

    expect(screen.getByText('Status: Story writing')).toBeDefined();
    expect(screen.getByText('Leyla and the Moon Dragon')).toBeDefined();
    expect(screen.getByText('PDF')).toBeDefined();
    expect(screen.getByText('November 2, 2026')).toBeDefined();
    expect(
      screen.getByText('We are writing and illustrating the book. We will e-mail you the PDF as soon as it is ready.'),
    ).toBeDefined();
    expect(timelineSteps()).toEqual(['Order placed', 'Paid', 'Story writing *', 'Completed']);
    expect(screen.queryByRole('link', { name: /Download/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Shipment' })).toBeNull();
  });

  it('searches at once for the order in an e-mail link and shows the parcel of a shipped book', async () => {
    const api = stubApi({ [TRACK]: () => json(shippedHardcover()) });
    renderPage(<TrackOrderPage />, { path: '/track-order?order_number=SB-001001&email=parent%40example.com' });
    expect((screen.getByLabelText('Order number') as HTMLInputElement).value).toBe('SB-001001');
    expect((screen.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('parent@example.com');

    const shipment = await screen.findByRole('region', { name: 'Shipment' });
    expect(api.calls).toHaveLength(1);
    // The link's search leaves focus where the visitor is.
    expect(document.activeElement).toBe(document.body);
    const facts = within(shipment)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(facts).toEqual([
      'Carrier: DHL',
      'Tracking number: JD0123',
      'Shipped on: November 8, 2026',
      'Estimated delivery: December 1, 2026',
    ]);
    expect(timelineSteps()).toEqual([
      'Order placed',
      'Paid',
      'Story writing',
      'Printing',
      'Ready for shipping',
      'Shipped *',
      'Delivered',
      'Completed',
    ]);
    expect(screen.getByText('Hardcover')).toBeDefined();
  });

  it('shows when a printed book arrived instead of when it should', async () => {
    const shipped = shippedHardcover();
    const delivered = {
      ...shipped,
      status: 'delivered' as const,
      status_history: [...shipped.status_history, { status: 'delivered' as const, at: '2026-11-12T12:00:00.000Z' }],
      shipment: shipped.shipment && { ...shipped.shipment, delivered_at: '2026-11-12T12:00:00.000Z' },
    };
    stubApi({ [TRACK]: () => json(delivered) });
    renderPage(<TrackOrderPage />, { path: '/track-order?order_number=SB-001001&email=parent@example.com' });
    const shipment = await screen.findByRole('region', { name: 'Shipment' });
    expect(within(shipment).getByText('Delivered on').nextElementSibling?.textContent).toBe('November 12, 2026');
    expect(within(shipment).queryByText('Estimated delivery')).toBeNull();
    expect(timelineSteps().slice(-2)).toEqual(['Delivered *', 'Completed']);
    expect(screen.getByText('The book has been delivered. Enjoy reading it together!')).toBeDefined();
  });

  it('offers the finished PDF for download', async () => {
    const url = '/api/v1/files/books/SB-001001.pdf?exp=1&sig=x';
    stubApi({ [TRACK]: () => json(trackedOrder({ download_url: url })) });
    renderPage(<TrackOrderPage />, { path: '/track-order?order_number=SB-001001&email=parent@example.com' });
    const link = await screen.findByRole('link', { name: /Download the PDF/ });
    expect(link.getAttribute('href')).toBe(url);
    expect(screen.getByText('Status: Completed')).toBeDefined();
    expect(timelineSteps()).toEqual(['Order placed', 'Paid', 'Story writing', 'Completed *']);
  });

  it('says what of the order was deleted and when, and offers no download once the book is gone', async () => {
    const erasures = [
      { at: day('2026-12-02'), reason: 'retention' as const, items: ['photo' as const, 'portraits' as const] },
      { at: day('2027-01-31'), reason: 'book_retention' as const, items: ['book' as const, 'child' as const] },
    ];
    stubApi({ [TRACK]: () => json(trackedOrder({ erasures })) });
    renderPage(<TrackOrderPage />, { path: '/track-order?order_number=SB-001001&email=parent@example.com' });
    await screen.findAllByText((_content, element) => element?.className === 'tr-muted tr-erased');
    const lines = screen.getAllByText((_content, element) => element?.className === 'tr-muted tr-erased');
    expect(lines.map((line) => line.textContent)).toEqual([
      "Deleted on December 2, 2026: your child's photo and the character portraits.",
      "Deleted on January 31, 2027: the book files and your child's name and age.",
    ]);
    expect(screen.queryByRole('link', { name: /Download the PDF/ })).toBeNull();
  });

  it('answers a wrong pair with exactly Order not found, and any other failure with the spec’s message and a retry', async () => {
    let answer = notFound;
    stubApi({ [TRACK]: () => answer() });
    renderPage(<TrackOrderPage />, { path: '/track-order?order_number=SB-001001&email=someone@example.com' });
    expect((await screen.findByRole('alert')).textContent).toBe('Order not found');

    answer = () => json({ error: 'rate_limited', message: 'Too many requests. Please try again later.' }, 429);
    fireEvent.click(screen.getByRole('button', { name: 'Track order' }));
    const alert = await screen.findByText('An error occurred while tracking your order. Please try again.');
    expect(alert.closest('[role="alert"]')).not.toBeNull();

    answer = () => json(shippedHardcover());
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Order SB-001001' })).toBeDefined();
  });

  it('clears an old Order not found when the form is sent again with a field to correct', async () => {
    stubApi({ [TRACK]: notFound });
    renderPage(<TrackOrderPage />, { path: '/track-order?order_number=SB-001001&email=someone@example.com' });
    expect((await screen.findByRole('alert')).textContent).toBe('Order not found');

    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'not an address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Track order' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeDefined();
    expect(screen.queryByText('Order not found')).toBeNull();
  });

  it('speaks Russian and Azerbaijani, dates included', async () => {
    stubApi({ [TRACK]: () => json(shippedHardcover()) });
    renderPage(<TrackOrderPage />, { path: '/track-order?order_number=SB-001001&email=a@example.com', locale: 'ru' });
    expect(await screen.findByRole('heading', { name: 'Заказ SB-001001' })).toBeDefined();
    expect(screen.getByText('Статус: Отправлен')).toBeDefined();
    expect(screen.getByText('1 декабря 2026 г.')).toBeDefined();
    expect(screen.getByText('Книга уже в пути. Доставка обычно занимает 5–7 рабочих дней.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Найти заказ' })).toBeDefined();
  });

  it('speaks Azerbaijani, dates included', async () => {
    stubApi({ [TRACK]: () => json(shippedHardcover()) });
    renderPage(<TrackOrderPage />, { path: '/track-order?order_number=SB-001001&email=a@example.com', locale: 'az' });
    expect(await screen.findByRole('heading', { name: 'SB-001001 nömrəli sifariş' })).toBeDefined();
    expect(screen.getByText('Vəziyyət: Göndərilib')).toBeDefined();
    expect(screen.getByText('Kuryer xidməti')).toBeDefined();
    expect(screen.getByText('1 dekabr 2026')).toBeDefined();
  });

  it('has a label and a hint for every status in every language', () => {
    for (const locale of ['en', 'ru', 'tr', 'az'] as const) {
      const catalogue = messages.messages[locale] as Record<string, string>;
      const common = commonMessages.messages[locale] as Record<string, string>;
      for (const status of ORDER_STATUSES) {
        expect(common[`common.orderStatus.${status}`], `${locale} ${status}`).toBeTruthy();
        expect(catalogue[`tracking.hint.${status}`], `${locale} ${status}`).toBeTruthy();
      }
    }
  });
});
