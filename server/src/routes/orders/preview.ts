/**
 * GET /orders/:id/preview: the personalised book page by page, small and watermarked, before paying.
 * Only the holder of the order's token may see it (loadOrderForRequest).
 */
import { bookPreviewSchema } from '@shop/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookPreview } from '../../book/preview';
import { errorResponse } from '../../lib/http-error';
import { loadOrderForRequest } from '../../orders/access';
import { refuseErased } from '../../orders/erasure';

const previewSchema = {
  params: z.object({ id: z.string().max(100).describe('The order id (a UUID)') }),
  headers: z.looseObject({
    'x-order-token': z.string().optional().describe('The access_token POST /orders returned'),
  }),
  description:
    'Every page of the personalised book as a low-resolution, watermarked JPEG. The pages are drawn on the first call after the child, style, characters or language changed (a few seconds) and reused after that.',
  response: {
    200: bookPreviewSchema,
    404: errorResponse.describe("Unknown order, or a missing or wrong X-Order-Token: 'Order not found'"),
    409: errorResponse.describe("'story_not_chosen' (no book or custom story yet) or 'characters_not_ready'"),
    410: errorResponse.describe("'data_erased': the preview was deleted with the child's data, or by a refund"),
  },
};

const previewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/:id/preview', { schema: previewSchema }, async (request) => {
    const order = await loadOrderForRequest(app, request, request.params.id);
    // Deleted with the child's data, or revoked by a refund: never drawn again.
    refuseErased(order, 'preview');
    return bookPreview(app, order);
  });
};

export default previewRoutes;
