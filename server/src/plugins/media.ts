/**
 * Pictures under /media/: the shop's own from server/assets, and the covers the team uploads, read from Storage.
 * Both URLs carry a content hash (`?v=…` for the shipped ones, see media/media-index.ts; the file name of an
 * upload), so both are cached for a year.
 */

import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { MEDIA_PREFIX, UPLOADS_PREFIX } from '../media/paths';
import { readLegacyFile } from '../storage/legacy';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The only stored files /media/ serves: an uploaded cover as catalogue/content-editing/covers.ts names it
 * (`uploads/covers/<slug>-<12 hex>.<type>`). Anything else in Storage (a child's photo, a book, an e-mail) is
 * private and never reachable here, whatever the path says.
 */
const COVER_KEY = /^uploads\/covers\/([A-Za-z0-9][A-Za-z0-9_-]*)-([0-9a-f]{12})\.(webp|png|jpg|jpeg)$/;

const media: FastifyPluginAsync<{ root: string; dataDir: string }> = async (app, { root, dataDir }) => {
  await mkdir(root, { recursive: true });
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
  serveUploadedCovers(app, dataDir);
};

/**
 * Uploaded covers, from Storage (the local folder or the bucket of STORAGE=s3), at the URL their asset path has
 * always had. Storage encrypts them like every file (one rule for everything stored; a cover costs little to
 * decrypt) and this route serves the plain picture. A cover an older release wrote to DATA_DIR/uploads that the
 * move at start could not take (storage/legacy.ts) is read from there, so no book loses its cover.
 */
function serveUploadedCovers(app: FastifyInstance, dataDir: string) {
  app.get(`${MEDIA_PREFIX}${UPLOADS_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = `${UPLOADS_PREFIX}${(request.params as { '*': string })['*']}`;
    const match = COVER_KEY.exec(key);
    if (!match) return reply.callNotFound();
    const stored = await app.storage.get(key);
    const data = stored?.data ?? (await readLegacyFile(dataDir, key));
    if (!data) return reply.callNotFound();
    // The name holds the content hash: that is the picture's identity, for a revalidation that may still come.
    const etag = `"${match[2]}"`;
    reply.header('cache-control', IMMUTABLE).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const type = match[3] === 'jpg' ? 'jpeg' : match[3];
    return reply.type(`image/${type}`).send(data);
  });
}

export default media;
