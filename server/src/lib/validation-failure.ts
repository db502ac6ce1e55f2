import type { z } from 'zod';

/**
 * A failed check that needs stored data (the merged profile), shaped like a schema validation error so the
 * one error handler words it like every other 400 (translated message per field, message ids in details).
 */
export function validationFailure(error: z.ZodError, prefix: string[]): Error {
  return Object.assign(new Error('validation failed'), {
    statusCode: 400,
    validationContext: 'body',
    validation: error.issues.map((issue) => ({
      keyword: issue.code,
      instancePath: `/${[...prefix, ...issue.path].join('/')}`,
      schemaPath: '',
      params: {},
      message: issue.message,
    })),
  });
}
