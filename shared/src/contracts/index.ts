/**
 * @shop/shared/contracts — the API's answers (and the requests the front end builds) as zod schemas, once.
 * The server validates, serialises and documents its routes with them (fastify-type-provider-zod); the
 * remotes take their types from them with z.infer, through type-only imports that bundle nothing. Pure zod,
 * no React, like @shop/shared/validation.
 */
export * from './account-safety';
export * from './ambassadors';
export * from './back-office';
export * from './catalogue';
export * from './common';
export * from './contact';
export * from './orders';
export * from './referral-review';
export * from './reports';
