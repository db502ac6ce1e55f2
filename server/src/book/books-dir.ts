import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * One folder per ready-made book (server/books/<slug>/): its story's texts (story.json) and its spreads' scenes
 * (scenes.json, with the drawing helpers of its own in props.ts). A content person edits these, not TypeScript.
 */
export const BOOKS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'books');
