/** Request and response schemas of the photo and character routes (OpenAPI, validation, serialisation). */
import { characterFeaturesSchema } from '@shop/shared/characters';
import {
  CHARACTER_FEATURE_SOURCES,
  CHARACTER_STATUSES,
  type CharactersResponse,
  PHOTO_ERRORS,
  PHOTO_WARNINGS,
} from '@shop/shared/orders';
import { ILLUSTRATION_STYLES } from '@shop/shared/validation';
import { z } from 'zod';
import { errorResponse } from '../lib/http-error';
import type { SameType } from '../lib/contract';

const orderIdParams = z.object({ id: z.string().max(100).describe('The order id (a UUID)') });
// Loose: Fastify replaces request.headers with the parsed value, and the other headers must survive.
const tokenHeaders = z.looseObject({
  'x-order-token': z.string().optional().describe('The access_token POST /orders returned'),
});

const signedImage = {
  url: z.string().describe('Expiring signed URL under /api/v1/files/'),
  width: z.number().int(),
  height: z.number().int(),
};

const charactersResponse = z.object({
  status: z.enum(CHARACTER_STATUSES),
  characters: z.array(z.object({ ...signedImage, style: z.enum(ILLUSTRATION_STYLES) })),
  selected_style: z.enum(ILLUSTRATION_STYLES),
  regenerations_left: z.number().int(),
  error: z.string().nullable().describe('Why the last round failed: a checkout catalogue message id'),
  features: characterFeaturesSchema
    .nullable()
    .describe("The child's looks the pictures are drawn from; null until the photo has been measured"),
  features_source: z
    .enum(CHARACTER_FEATURE_SOURCES)
    .nullable()
    .describe("'photo' (measured) or 'parent' (corrected with PATCH /orders/{id}; kept when drawn again)"),
});

// The zod schema and the shared type describe the same JSON (lib/contract.ts).
const charactersMatchContract: SameType<z.infer<typeof charactersResponse>, CharactersResponse> = true;
void charactersMatchContract;

const notFound = errorResponse.describe("Unknown order, or a missing or wrong X-Order-Token: 'Order not found'");
const locked = errorResponse.describe("'order_locked': paid orders cannot be changed");

export const uploadPhotoSchema = {
  params: orderIdParams,
  headers: tokenHeaders,
  consumes: ['multipart/form-data'],
  description: `multipart/form-data with the file in the field \`photo\` (JPG or PNG, at most 5MB). Refusals carry \`error\` from ${PHOTO_ERRORS.join(', ')}.`,
  response: {
    200: z.object({
      photo: z.object({ ...signedImage, warnings: z.array(z.enum(PHOTO_WARNINGS)) }),
      characters_status: z.literal('generating'),
    }),
    400: errorResponse.describe("'photo_required': no file in the field photo"),
    404: notFound,
    409: locked,
    413: errorResponse.describe("'tooLarge': more than 5MB"),
    415: errorResponse.describe("'wrongType' (another image format) or 'notAnImage'"),
    422: errorResponse.describe("'tooManyPixels' or 'noFace' (the message says what photo works)"),
  },
};

export const charactersSchema = {
  params: orderIdParams,
  headers: tokenHeaders,
  response: { 200: charactersResponse, 404: notFound },
};

export const regenerateSchema = {
  params: orderIdParams,
  headers: tokenHeaders,
  response: {
    200: charactersResponse,
    404: notFound,
    409: errorResponse.describe("'no_regenerations_left', 'no_photo' or 'order_locked'"),
  },
};
