/**
 * The order's photo and characters, inside the /orders prefix: PATCH /:id/upload_image,
 * GET /:id/characters, POST /:id/characters/regenerate. Only the holder of the order's token may call
 * them (loadOrderForRequest).
 */
import fastifyMultipart from '@fastify/multipart';
import { PHOTO_MAX_BYTES } from '@shop/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { charactersOf, regenerateCharacters } from '../../characters/service';
import { loadOrderForRequest } from '../../orders/access';
import { refuseErased } from '../../orders/erasure';
import { charactersSchema, regenerateSchema, uploadPhotoSchema } from '../../photos/schemas';
import { acceptPhoto } from '../../photos/service';

const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to these routes: everywhere else multipart bodies stay unsupported.
  await app.register(fastifyMultipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1 } });

  app.patch('/:id/upload_image', { schema: uploadPhotoSchema }, async (request) => {
    const current = await loadOrderForRequest(app, request, request.params.id);
    refuseErased(current);
    const { photo, warnings } = await acceptPhoto(app, request, current);
    return {
      photo: { url: app.storage.signedUrl(photo.key), width: photo.width, height: photo.height, warnings },
      characters_status: 'generating' as const,
    };
  });

  app.get('/:id/characters', { schema: charactersSchema }, async (request) => {
    const order = await loadOrderForRequest(app, request, request.params.id);
    return charactersOf(app, order);
  });

  app.post('/:id/characters/regenerate', { schema: regenerateSchema }, async (request) => {
    const current = await loadOrderForRequest(app, request, request.params.id);
    refuseErased(current);
    return charactersOf(app, await regenerateCharacters(app, current));
  });
};

export default photoRoutes;
