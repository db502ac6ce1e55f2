/**
 * POST /orders/:id/erase — the parent deletes their child's data from the order's page (with its token):
 * the photo and everything drawn from it, the book's files, the child's details and the contact details; the
 * order keeps its number, amounts and dates. A confirmation goes to the address the order had.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadOrderForRequest } from '../../orders/access';
import { eraseOnRequest } from '../../orders/erasure';
import { orderJson } from '../../orders/order-json';
import { eraseOrderSchema } from '../../orders/schemas';

const erasureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/:id/erase', { schema: eraseOrderSchema }, async (request) => {
    const current = await loadOrderForRequest(app, request, request.params.id);
    const order = await eraseOnRequest(app, current.id, 'request', 'visitor');
    return { order: await orderJson(app, order) };
  });
};

export default erasureRoutes;
