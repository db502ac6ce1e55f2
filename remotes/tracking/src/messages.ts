import { defineCatalogue } from '@shop/shared';

const en = {
  'tracking.title': 'Track your order',
  'tracking.description': 'Enter your order number and the e-mail address you used for the order.',
  'tracking.orderNumber': 'Order number',
  'tracking.email': 'E-mail address',
  'tracking.submit': 'Track order',
  'tracking.submitting': 'Looking for your order…',
  'tracking.result.title': 'Order {number}',
  'tracking.result.status': 'Status: {status}',
};

export const messages = defineCatalogue('tracking', en, {
  ru: {
    'tracking.title': 'Отследить заказ',
    'tracking.description': 'Введите номер заказа и адрес электронной почты, указанный при оформлении.',
    'tracking.orderNumber': 'Номер заказа',
    'tracking.email': 'Электронная почта',
    'tracking.submit': 'Найти заказ',
    'tracking.submitting': 'Ищем ваш заказ…',
    'tracking.result.title': 'Заказ {number}',
    'tracking.result.status': 'Статус: {status}',
  },
  tr: {
    'tracking.title': 'Siparişinizi takip edin',
    'tracking.description': 'Sipariş numaranızı ve siparişte kullandığınız e-posta adresini girin.',
    'tracking.orderNumber': 'Sipariş numarası',
    'tracking.email': 'E-posta adresi',
    'tracking.submit': 'Siparişi bul',
    'tracking.submitting': 'Siparişiniz aranıyor…',
    'tracking.result.title': '{number} numaralı sipariş',
    'tracking.result.status': 'Durum: {status}',
  },
  az: {
    'tracking.title': 'Sifarişinizi izləyin',
    'tracking.description': 'Sifariş nömrəsini və sifariş zamanı göstərdiyiniz e-poçt ünvanını daxil edin.',
    'tracking.orderNumber': 'Sifariş nömrəsi',
    'tracking.email': 'E-poçt ünvanı',
    'tracking.submit': 'Sifarişi tap',
    'tracking.submitting': 'Sifarişiniz axtarılır…',
    'tracking.result.title': '{number} nömrəli sifariş',
    'tracking.result.status': 'Vəziyyət: {status}',
  },
});
