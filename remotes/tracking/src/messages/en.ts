/**
 * The tracking page's English messages: the source catalogue and the fallback, loaded with the page
 * code; the other languages are chunks of their own (../intl.ts).
 */
export const en = {
  'tracking.title': 'Track your order',
  'tracking.description': 'Enter your order number and the e-mail address you used for the order.',
  'tracking.orderNumber': 'Order number',
  'tracking.orderNumber.hint': 'It is in your order confirmation e-mail, for example SB-7K4Q-2M9X.',
  'tracking.email': 'E-mail address',
  'tracking.submit': 'Track order',
  'tracking.submitting': 'Looking for your order…',
  'tracking.empty': 'Your order’s progress will appear here: every step from payment to your child’s book.',
  'tracking.result.title': 'Order {number}',
  'tracking.result.status': 'Status: {status}',
  'tracking.result.book': 'Book',
  'tracking.result.version': 'Version',
  'tracking.result.ordered': 'Ordered on',
  'tracking.timeline.title': 'Progress',
  'tracking.timeline.placed': 'Order placed',
  'tracking.step.done': 'Done',
  'tracking.step.current': 'Current step',
  'tracking.step.upcoming': 'Coming next',
  'tracking.hint.pending': 'We have not received the payment for this order yet.',
  'tracking.hint.waiting_for_payment': 'We are waiting for the payment to be confirmed.',
  'tracking.hint.payment_failed': 'The payment did not go through. We will start the book once the order is paid.',
  'tracking.hint.paid': 'Payment received, thank you! We will start writing the story shortly.',
  'tracking.hint.in_review': 'Our team is checking the photo and the details before the story is written.',
  'tracking.hint.story_writing':
    '{version, select, pdf {We are writing and illustrating the book. We will e-mail you the PDF as soon as it is ready.} other {We are writing and illustrating the book. Next, it goes to the printer.}}',
  'tracking.hint.printing': 'The book is being printed and bound. Next, we pack it and hand it to the carrier.',
  'tracking.hint.ready_for_shipping': 'The book is printed and packed, and waits for the carrier.',
  'tracking.hint.shipped': 'The book is on its way to you. Delivery usually takes 5-7 business days.',
  'tracking.hint.delivered': 'The book has been delivered. Enjoy reading it together!',
  'tracking.hint.completed':
    '{version, select, pdf {The book is ready! We have e-mailed you the PDF, and you can download it here too.} other {The order is complete. Enjoy reading the book together!}}',
  'tracking.hint.failed': 'Something went wrong with this order. Our team will contact you.',
  'tracking.hint.refund_requested': 'A refund has been requested and is being processed.',
  'tracking.hint.refunded': 'The payment for this order has been refunded.',
  'tracking.shipment.title': 'Shipment',
  'tracking.shipment.carrier': 'Carrier',
  'tracking.shipment.trackingNumber': 'Tracking number',
  'tracking.shipment.estimatedDelivery': 'Estimated delivery',
  'tracking.shipment.shippedAt': 'Shipped on',
  'tracking.shipment.deliveredAt': 'Delivered on',
  'tracking.download': 'Download the PDF',
  'tracking.download.hint': 'The link works for a limited time. Track the order again for a fresh one.',
  'tracking.history.title': 'Full history',
};

export type TrackingMessageId = keyof typeof en;
