import { defineCatalogue } from '@shop/shared';

const en = {
  'backoffice.title': 'Back office',
  'backoffice.health.title': 'System status',
  'backoffice.health.database': 'Database:',
};

export const messages = defineCatalogue('backoffice', en, {
  ru: {
    'backoffice.title': 'Панель управления',
    'backoffice.health.title': 'Состояние системы',
    'backoffice.health.database': 'База данных:',
  },
  tr: {
    'backoffice.title': 'Yönetim paneli',
    'backoffice.health.title': 'Sistem durumu',
    'backoffice.health.database': 'Veritabanı:',
  },
  az: {
    'backoffice.title': 'İdarəetmə paneli',
    'backoffice.health.title': 'Sistemin vəziyyəti',
    'backoffice.health.database': 'Verilənlər bazası:',
  },
});
