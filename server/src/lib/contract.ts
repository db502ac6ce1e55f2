/**
 * True only when A and B are the same type. A response's zod schema and the shared type the front end reads
 * must describe the same JSON; `const check: SameType<z.infer<typeof schema>, SharedType> = true` then
 * fails to compile the day they drift apart.
 */
export type SameType<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
