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

/**
 * POST /unsubscribe?email=…&token=…: the link in every e-mail to a newsletter subscriber (List-Unsubscribe, one
 * click), and the unsubscribe page's button. The address is deleted.
 */
export const unsubscribeQuerySchema = z.object({
  email: z.string().max(320).describe('The address the link was made for'),
  token: z.string().max(100).describe('HMAC of the address; the link is the permission'),
});
export type UnsubscribeQuery = z.infer<typeof unsubscribeQuerySchema>;

export const unsubscribedSchema = z.object({ unsubscribed: z.literal(true) });
export type Unsubscribed = z.infer<typeof unsubscribedSchema>;
