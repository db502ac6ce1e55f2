/**
 * The shop's own pictures under /media/, from server/assets. Their URLs carry a content hash
 * (`?v=…`, see media/media-index.ts), so they are cached for a year.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { MEDIA_PREFIX } from '../media/paths';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const media: FastifyPluginAsync<{ root: string }> = async (app, { root }) => {
  await app.register(fastifyStatic, {
    root,
    prefix: MEDIA_PREFIX,
    decorateReply: false,
    index: false,
    // Only files: never a listing, never dotfiles.
    list: false,
    dotfiles: 'deny',
    // A directory is not a picture: 404 like any missing file, rather than send's 403.
    allowedPath: (path) => !path.endsWith('/'),
    cacheControl: false,
    suppressWarning: true,
    setHeaders: (reply) => {
      reply.header('cache-control', IMMUTABLE);
    },
  });
};

export default media;
