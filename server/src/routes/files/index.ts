/**
 * GET /api/v1/files/<key>?exp=&sig= — private files (the child's photo, character pictures) behind an
 * expiring HMAC link made by `app.storage.signedUrl`. Never cached by browsers or proxies: the picture
 * is personal and the link is the only permission.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError, notFound } from '../../lib/http-error';
import { dataErased, isErasedFile } from '../../orders/erasure';

const fileSchema = {
  params: z.object({ '*': z.string().describe('The storage key, e.g. orders/<id>/photo-1.jpg') }),
  querystring: z.object({
    exp: z.string().max(20).optional().describe('Unix time (seconds) the link stops working'),
    sig: z.string().max(100).optional().describe('HMAC-SHA256 of the key and exp, base64url'),
  }),
  response: {
    200: z.unknown().describe('The file, with its content type; never cached'),
    403: errorResponse.describe("'invalid_link' (tampered or not ours) or 'link_expired'"),
    404: errorResponse,
    410: errorResponse.describe("'data_erased': the order's photo, pictures or book were deleted (or refunded)"),
  },
};

const files: FastifyPluginAsyncZod = async (app) => {
  app.get('/*', { schema: fileSchema }, async (request, reply) => {
    const key = request.params['*'];
    const check = app.storage.verifySignedUrl(key, request.query.exp, request.query.sig);
    if (check === 'invalid') throw new HttpError(403, 'invalid_link', 'common.error.invalidLink');
    if (check === 'expired') throw new HttpError(403, 'link_expired', 'common.error.linkExpired');
    // The order says what was deleted the moment it commits; its files may still wait for the erasure job.
    if (await isErasedFile(app, key)) throw dataErased();
    const file = await app.storage.get(key);
    if (!file) throw notFound();
    return reply
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .header('cross-origin-resource-policy', 'same-site')
      .header('referrer-policy', 'no-referrer')
      .type(file.contentType)
      .send(file.data);
  });
};

export default files;
