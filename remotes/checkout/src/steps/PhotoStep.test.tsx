import { PHOTO_MAX_BYTES } from '@shop/shared/validation';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CreateStoryPage } from '../pages/CreateStoryPage';
import { json, ORDER_ID, orderJson, orderRoutes, PHOTO, storeDraft, TOKEN } from '../test/orders';
import { renderPage, stubApi } from '../test/render';

const photo = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });

async function renderPhotoStep(routes: Parameters<typeof stubApi>[0] = {}) {
  storeDraft({ step: 'photo' });
  const api = stubApi({ ...orderRoutes(orderJson()), ...routes });
  renderPage(<CreateStoryPage />, { path: '/create-story' });
  await screen.findByRole('heading', { name: 'Upload a photo' });
  return api;
}

const choose = (file: File) => fireEvent.change(screen.getByLabelText('Choose a photo'), { target: { files: [file] } });
const uploads = (calls: Request[]) => calls.filter((request) => request.url.endsWith('/upload_image'));

describe('the photo step', () => {
  it('shows the good and bad example pictures of spec section 2, each with a text alternative', async () => {
    await renderPhotoStep();
    for (const name of [
      /close up, the face filling the picture/,
      /three children/,
      /book in front of the face/,
      /a cat/,
      /out of focus/,
    ]) {
      expect(screen.getByRole('img', { name })).toBeDefined();
    }
    expect(screen.getByText('A close-up selfie with the face clearly visible')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });

  it('refuses other types and files over 5MB before sending anything', async () => {
    const { calls } = await renderPhotoStep();
    choose(photo('drawing.gif', 'image/gif'));
    // The rules load with the first check (a chunk of their own), so the message follows a moment later.
    expect((await screen.findByRole('alert')).textContent).toBe('Please upload a JPG or PNG image');
    choose(photo('huge.jpg', 'image/jpeg', PHOTO_MAX_BYTES + 1));
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The photo must be 5MB or smaller'));
    expect(screen.getByLabelText('Choose a photo').getAttribute('aria-invalid')).toBe('true');
    expect(uploads(calls)).toHaveLength(0);
  });

  it("turns the server's refusal code into guidance", async () => {
    await renderPhotoStep({
      [`PATCH /orders/${ORDER_ID}/upload_image`]: () =>
        json({ error: 'noFace', message: 'No face was found in the photo' }, 422),
    });
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    choose(photo('cat.png', 'image/png'));
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toMatch(/couldn't find a face in this photo/);
    // Brought into view and focused: on a phone it is below the guidance, out of sight of the button.
    await vi.waitFor(() => expect(document.activeElement).toBe(refusal));
    expect(scrolled.mock.contexts).toContain(refusal);
  });

  it('uploads with the token and offers to keep a photo with warnings or choose another', async () => {
    let uploaded: File | null = null;
    let token: string | null = null;
    let order = orderJson();
    await renderPhotoStep({
      [`GET /orders/${ORDER_ID}`]: () => json({ order }),
      [`PATCH /orders/${ORDER_ID}/upload_image`]: async (request) => {
        token = request.headers.get('X-Order-Token');
        uploaded = (await request.formData()).get('photo') as File;
        const photo = { ...PHOTO, warnings: ['multipleFaces', 'blurry'] as const };
        order = { ...order, photo: { ...photo, warnings: [...photo.warnings] }, characters_status: 'generating' };
        return json({ photo, characters_status: 'generating' });
      },
    });
    choose(photo('family.jpg', 'image/jpeg'));
    expect(await screen.findByText(/more than one face/)).toBeDefined();
    expect(screen.getByText(/looks blurry/)).toBeDefined();
    expect(token).toBe(TOKEN);
    expect((uploaded as File | null)?.name).toBe('family.jpg');
    expect(screen.getAllByRole('button', { name: 'Choose another photo' }).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Continue with this photo' }));
    expect(await screen.findByRole('heading', { name: 'Choose a story' })).toBeDefined();
  });
});
