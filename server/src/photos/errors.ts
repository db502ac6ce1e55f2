/**
 * Why an upload was refused (PHOTO_ERRORS), as the API's error: the code in `error`, the status of
 * its kind, and a message id of the common catalogue worded in the request's language.
 */
import type { PhotoError } from '@shop/shared/orders';
import { HttpError } from '../lib/http-error';

const ERRORS: Record<PhotoError, { status: number; message: string }> = {
  tooLarge: { status: 413, message: 'common.validation.photoSize' },
  wrongType: { status: 415, message: 'common.validation.photoType' },
  notAnImage: { status: 415, message: 'common.photo.notAnImage' },
  tooManyPixels: { status: 422, message: 'common.photo.tooManyPixels' },
  noFace: { status: 422, message: 'common.photo.noFace' },
};

export function photoError(code: PhotoError): HttpError {
  const { status, message } = ERRORS[code];
  return new HttpError(status, code, message);
}
