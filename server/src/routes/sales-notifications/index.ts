/** GET /sales_notifications: recent sales for the storefront's pop-ups (orders/sales-notifications.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localeOf } from '../../lib/locale';
import { salesNotifications } from '../../orders/sales-notifications';
import { salesNotificationsSchema } from '../../orders/schemas';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: salesNotificationsSchema }, async (request) => ({
    sales_notifications: await salesNotifications(app.database.db, localeOf(request)),
  }));
};

export default route;
