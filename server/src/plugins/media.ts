/**
 * The shop's own pictures under /media/, from server/assets. Their URLs carry a content hash
 * (`?v=…`, see media/media-index.ts), so they are cached for a year.
 */
import fastifyStatic from '@fastify/static';
import { mkdir } from 'node:fs/promises';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { ensurePrivateDir } from '../lib/data-dir';
import { MEDIA_PREFIX, UPLOADS_PREFIX } from '../media/paths';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const media: FastifyPluginAsync<{ root: string; uploadsRoot: string }> = async (app, { root, uploadsRoot }) => {
  await serve(app, root, MEDIA_PREFIX);
  // Uploaded covers, named by their content hash: as immutable as the shipped pictures. Only this process
  // reads the folder, so it is the server user's alone like the rest of the data folder.
  await ensurePrivateDir(uploadsRoot);
  await serve(app, uploadsRoot, `${MEDIA_PREFIX}${UPLOADS_PREFIX}`);
};

async function serve(app: FastifyInstance, root: string, prefix: string) {
  await mkdir(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix,
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
}

export default media;
