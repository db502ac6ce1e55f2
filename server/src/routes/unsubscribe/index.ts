/**
 * POST /unsubscribe?email=…&token=… — the address leaves the newsletter and is deleted (contact/unsubscribe.ts).
 * Mail clients post here from the List-Unsubscribe header with the form body `List-Unsubscribe=One-Click`
 * (RFC 8058); the unsubscribe page posts here with JSON. The link in the query is the permission, so the body
 * is read and ignored.
 */
import { unsubscribedSchema, unsubscribeQuerySchema } from '@shop/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isUnsubscribeToken, unsubscribe } from '../../contact/unsubscribe';
import { errorResponse, HttpError } from '../../lib/http-error';

const unsubscribeRoute: FastifyPluginAsyncZod = async (app) => {
  // Only here: what RFC 8058's one-click POST sends. Everywhere else the API takes JSON only.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, undefined),
  );

  app.post(
    '/',
    {
      schema: {
        querystring: unsubscribeQuerySchema,
        response: {
          200: unsubscribedSchema,
          400: errorResponse,
          403: errorResponse.describe("'invalid_link': the token was not made for this address"),
        },
      },
    },
    async (request) => {
      const { email, token } = request.query;
      if (!(await isUnsubscribeToken(app, email, token))) {
        throw new HttpError(403, 'invalid_link', 'common.error.invalidLink');
      }
      await unsubscribe(app, email);
      return { unsubscribed: true as const };
    },
  );
};

export default unsubscribeRoute;
