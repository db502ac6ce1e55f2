/**
 * What generators wrote and the repository keeps must be what they would write today: a scene changed in a book's
 * folder or in the art code without `npm run generate:book-art` leaves the storefront showing old pictures.
 */
import { describe, expect, it } from 'vitest';
import { stalePictures } from '../../../scripts/generate-book-art';

describe('generated files kept in the repository', () => {
  it('the storefront pictures are drawn from the current scenes (npm run generate:book-art)', {
    timeout: 120_000,
  }, () => {
    expect(stalePictures(), 'run npm run generate:book-art').toEqual([]);
  });
});
