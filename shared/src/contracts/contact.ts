/**
 * Answers of the contact form and the newsletter. Their request bodies are the forms' own schemas
 * (contactMessageSchema, subscribeSchema in ../validation).
 */
import { z } from '../zod';

/** POST /contact */
export const contactReceivedSchema = z.object({ received: z.literal(true) });
export type ContactReceived = z.infer<typeof contactReceivedSchema>;

/** POST /subscribe: 201 for a new subscriber, 200 when the address was already subscribed. */
export const subscribedSchema = z.object({ subscribed: z.literal(true) });
export type Subscribed = z.infer<typeof subscribedSchema>;
