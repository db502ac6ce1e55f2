/**
 * Resolve hook: npm installs drizzle-orm under server/node_modules while drizzle-kit is hoisted to the
 * root, so drizzle-kit's own `import('drizzle-orm/...')` would not find it. Resolve it from server/.
 */
const serverPackage = new URL('../package.json', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return nextResolve(specifier, { ...context, parentURL: serverPackage });
  }
  return nextResolve(specifier, context);
}
