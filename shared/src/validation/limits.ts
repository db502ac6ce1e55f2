/**
 * The values validation messages may need, apart from the zod schemas (./index.ts): the form helpers of the
 * @shop/shared entry (./forms.ts) need them, and importing the schemas there would put zod into every page's
 * first load (the shared singleton ships whole).
 */
export const PASSWORD_MIN = 8;

/** The values every validation message may need; only passwordTooShort has a placeholder ({min}). */
export const VALIDATION_MESSAGE_VALUES = { min: PASSWORD_MIN } as const;
