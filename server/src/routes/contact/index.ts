import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localeOf } from '../../lib/locale';
import { contactEmail } from '../../contact/email';
import { saveContactMessage } from '../../contact/repository';
import { contactRouteSchema } from '../../contact/schemas';
import { contactRateLimits } from '../../contact/rate-limits';

const contact: FastifyPluginAsyncZod = async (app) => {
  const limits = contactRateLimits(app);

  app.post(
    '/',
    { schema: contactRouteSchema, onRequest: limits.onRequest, preHandler: limits.preHandler },
    async (request, reply) => {
      const { full_name, email, subject, message } = request.body;
      const locale = localeOf(request);
      const saved = await saveContactMessage(app.database.db, {
        fullName: full_name,
        email,
        subject,
        message,
        locale,
        ip: request.ip,
      });
      // Stored first: even if mail fails completely, the message is in the database and logged.
      try {
        await app.mailer.send(
          contactEmail(app.config.mail.contactTo, { fullName: full_name, email, subject, message, locale }),
        );
      } catch (error) {
        request.log.error({ err: error, contactMessageId: saved.id }, 'contact message stored but not mailed');
      }
      return reply.code(201).send({ received: true });
    },
  );
};

export default contact;
