// Loaded with `node --import` before drizzle-kit; see drizzle-orm-hook.mjs for why.
import { register } from 'node:module';

register('./drizzle-orm-hook.mjs', import.meta.url);
