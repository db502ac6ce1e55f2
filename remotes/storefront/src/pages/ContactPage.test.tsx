import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, stubApi } from '../test/render';
import { ContactPage } from './ContactPage';

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

const valid = {
  'Full name': 'Leyla Aliyeva',
  'E-mail address': 'leyla@example.com',
  Subject: 'Delivery',
  Message: 'When will my book arrive?',
};

describe('ContactPage', () => {
  it('shows each field’s validation message and sends nothing', async () => {
    const { calls } = stubApi({});
    renderPage(<ContactPage />);
    fill({ 'E-mail address': 'not-an-address' });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Please enter a valid email address')).toBeDefined();
    expect(screen.getAllByText('This field is required')).toHaveLength(3);
    const email = screen.getByLabelText('E-mail address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please enter a valid email address',
    );
    // Focus goes to the first field with a problem.
    expect(document.activeElement).toBe(screen.getByLabelText('Full name'));
    expect(calls).toEqual([]);
  });

  it('translates the messages', async () => {
    stubApi({});
    renderPage(<ContactPage />, { locale: 'ru' });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить сообщение' }));
    expect(await screen.findByText('Пожалуйста, введите корректный адрес электронной почты')).toBeDefined();
  });

  it('counts the characters of the message', () => {
    stubApi({});
    renderPage(<ContactPage />);
    fill({ Message: 'Hello' });
    expect(screen.getByText('5 of 5000 characters')).toBeDefined();
  });

  it('sends the message and keeps what was sent visible, then offers another', async () => {
    let sent: unknown;
    stubApi({
      'POST /contact': async (request) => {
        sent = await request.json();
        return new Response(JSON.stringify({ received: true }), { status: 201 });
      },
    });
    renderPage(<ContactPage />);
    fill(valid);
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

    const heading = await screen.findByRole('heading', { name: 'Thank you, your message has been sent' });
    // Focus moves in an effect after the heading is drawn.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(sent).toEqual({
      full_name: 'Leyla Aliyeva',
      email: 'leyla@example.com',
      subject: 'Delivery',
      message: 'When will my book arrive?',
    });
    expect(screen.getByText('When will my book arrive?')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Leyla Aliyeva');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
  });

  it('shows the server’s field errors and its other refusals', async () => {
    let answer: { status: number; body: object } = {
      status: 400,
      body: {
        error: 'validation_error',
        message: 'Please enter a valid email address',
        details: [
          { path: ['email'], message: 'Please enter a valid email address', message_id: 'common.validation.email' },
        ],
      },
    };
    stubApi({ 'POST /contact': () => Response.json(answer.body, { status: answer.status }) });
    renderPage(<ContactPage />);
    fill(valid);
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeDefined();
    expect(screen.getByLabelText('E-mail address').getAttribute('aria-invalid')).toBe('true');

    answer = { status: 429, body: { error: 'too_many_requests' } };
    fill({ 'E-mail address': 'leyla@example.org' });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(/You have sent several messages in a short time/)).toBeDefined();
  });
});
