/** Route schemas of the photo and character routes (OpenAPI, validation, serialisation). */
import { charactersResponseSchema, uploadPhotoResponseSchema } from '@shop/shared/contracts';
import { PHOTO_ERRORS } from '@shop/shared/orders';
import { errorResponse } from '../lib/http-error';
import { orderIdParams, orderNotFound, tokenHeaders } from '../orders/schemas';

const locked = errorResponse.describe("'order_locked': paid orders cannot be changed");

export const uploadPhotoSchema = {
  params: orderIdParams,
  headers: tokenHeaders,
  consumes: ['multipart/form-data'],
  description: `multipart/form-data with the file in the field \`photo\` (JPG or PNG, at most 5MB). Refusals carry \`error\` from ${PHOTO_ERRORS.join(', ')}.`,
  response: {
    200: uploadPhotoResponseSchema,
    400: errorResponse.describe(
      "'photo_required': no file in the field photo; 'invalid_multipart': a body the multipart parser cannot read (no boundary, cut short)",
    ),
    404: orderNotFound,
    409: locked,
    413: errorResponse.describe("'tooLarge': more than 5MB"),
    415: errorResponse.describe("'wrongType' (another image format) or 'notAnImage'"),
    422: errorResponse.describe("'tooManyPixels' or 'noFace' (the message says what photo works)"),
  },
};

export const charactersSchema = {
  params: orderIdParams,
  headers: tokenHeaders,
  response: { 200: charactersResponseSchema, 404: orderNotFound },
};

export const regenerateSchema = {
  params: orderIdParams,
  headers: tokenHeaders,
  response: {
    200: charactersResponseSchema,
    404: orderNotFound,
    409: errorResponse.describe("'no_regenerations_left', 'no_photo' or 'order_locked'"),
  },
};
