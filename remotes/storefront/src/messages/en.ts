/**
 * The storefront's English messages: the source catalogue and the fallback. Loaded with the storefront's
 * page code; the other languages are chunks of their own (see ../messages.ts).
 */
export const en = {
  // Home
  'storefront.home.title': 'Personalised storybooks starring your child',
  'storefront.home.description':
    'Turn a photo of your child into the hero of a beautifully illustrated storybook, in English, Russian, Turkish or Azerbaijani.',
  'storefront.home.lead':
    'Upload one photo, choose a story and an illustration style, and we create a book where your child is the hero.',
  'storefront.home.cta': 'Create your story',
  'storefront.home.browse': 'Browse stories',
  'storefront.home.heroAlt':
    'A smiling child reading a glowing storybook at night while a unicorn, a rocket, a dragon and a castle rise from its pages',
  'storefront.home.highlights': 'Why families choose us',
  'storefront.home.highlight.languages': 'Four languages',
  'storefront.home.highlight.delivery': 'Printed in 5–7 business days',
  'storefront.home.highlight.pdf': 'PDF straight to your inbox',
  'storefront.home.popular.title': 'Popular stories',
  'storefront.home.popular.all': 'See all stories',
  'storefront.home.popular.empty': 'New stories are on their way. Please check back soon.',
  'storefront.categories.title': 'Story categories',
  'storefront.categories.lead': 'Adventure, bedtime, learning or pure fantasy: find the right story for every mood.',
  'storefront.categories.empty': 'There are no categories yet.',
  'storefront.how.title': 'How it works',
  'storefront.how.lead': 'From a single photo to a finished book in seven simple steps.',
  'storefront.how.childDetails.title': 'Tell us about your child',
  'storefront.how.childDetails.text':
    'Enter the name, age and gender, then choose the story language and an illustration style.',
  'storefront.how.photoUpload.title': 'Upload a photo',
  'storefront.how.photoUpload.text': 'One clear close-up of the face is all we need. JPG or PNG, up to 5 MB.',
  'storefront.how.storyType.title': 'Choose the story',
  'storefront.how.storyType.text':
    'Pick a ready-made story from our library or ask for a custom one built around a favourite hero.',
  'storefront.how.characterReview.title': 'Meet the character',
  'storefront.how.characterReview.text':
    'We draw your child as the hero of the story, usually in under 30 seconds. Take a look before you go on.',
  'storefront.how.versionSelection.title': 'Choose the version',
  'storefront.how.versionSelection.text': 'A PDF sent by e-mail, a softcover or a hardcover printed just for you.',
  'storefront.how.contactDetails.title': 'Add your contact details',
  'storefront.how.contactDetails.text': 'Tell us how to reach you and, for a printed book, where to deliver it.',
  'storefront.how.confirmPay.title': 'Confirm and pay',
  'storefront.how.confirmPay.text':
    'Check the summary and pay securely. Printed books usually arrive within 5–7 business days.',
  'storefront.photoGuide.title': 'Which photo works best?',
  'storefront.photoGuide.lead':
    'A sharp close-up selfie gives the most lifelike character. These photos make it hard for us:',
  'storefront.photoGuide.good': 'Good: a close-up selfie of the face',
  'storefront.photoGuide.group': 'Avoid: group photos',
  'storefront.photoGuide.hidden': 'Avoid: a hidden or covered face',
  'storefront.photoGuide.animals': 'Avoid: photos of animals',
  'storefront.photoGuide.blurry': 'Avoid: blurry images',
  'storefront.photoGuide.goodAlt': 'A smiling child’s face filling the photo',
  'storefront.photoGuide.groupAlt': 'Five children standing together',
  'storefront.photoGuide.hiddenAlt': 'A face hidden behind sunglasses, a hat and a hand',
  'storefront.photoGuide.animalsAlt': 'A puppy instead of a child',
  'storefront.photoGuide.blurryAlt': 'A blurred photo of a child',
  'storefront.reviews.title': 'What families say',
  'storefront.reviews.empty': 'There are no reviews yet.',
  'storefront.reviews.rating': 'Rated {rating} out of 5',
  'storefront.reviews.showAll': 'Show all {count} reviews',
  'storefront.newsletter.title': 'Stories in your inbox',
  'storefront.newsletter.text': 'New stories, gift ideas and the occasional discount. Unsubscribe at any time.',
  'storefront.newsletter.email': 'Your e-mail address',
  'storefront.newsletter.submit': 'Subscribe',
  'storefront.newsletter.submitting': 'Subscribing…',
  'storefront.newsletter.success': 'Thank you! We will write to {email}.',
  'storefront.unsubscribe.title': 'Unsubscribe from our newsletter',
  'storefront.unsubscribe.question':
    'Stop sending our newsletter to {email}? We will delete this address from our list.',
  'storefront.unsubscribe.confirm': 'Unsubscribe',
  'storefront.unsubscribe.done':
    'Done: {email} is unsubscribed and deleted from our newsletter list. E-mails about your orders still reach you.',
  'storefront.unsubscribe.invalid':
    'This unsubscribe link is incomplete. Please use the link from the e-mail, or write to us.',
  // Book cards and formats
  'storefront.book.ages': 'Ages {min}–{max}',
  'storefront.book.pages': '{count, plural, one {# page} other {# pages}}',
  'storefront.format.pdf': 'PDF',
  'storefront.format.softcover': 'Softcover',
  'storefront.format.hardcover': 'Hardcover',
  // Explore
  'storefront.explore.title': 'Explore stories',
  'storefront.explore.description': 'Browse every story by category and find the one your child will love.',
  'storefront.explore.filter': 'Filter by category',
  'storefront.explore.all': 'All stories',
  'storefront.explore.showing': 'Showing {from} to {to} of {total} pages',
  'storefront.explore.outOfRange': 'This page of results does not exist.',
  'storefront.explore.firstPage': 'Go to the first page',
  'storefront.pagination.label': 'Pages of results',
  'storefront.pagination.previous': 'Previous',
  'storefront.pagination.next': 'Next',
  'storefront.pagination.page': 'Page {page}',
  // Story detail
  'storefront.story.loadingTitle': 'Story',
  'storefront.story.breadcrumb': 'Breadcrumb',
  'storefront.story.gallery': 'Cover and sample pages',
  'storefront.story.showImage': 'Show image {index} of {total}',
  'storefront.story.age': 'Age',
  'storefront.story.pageCount': 'Length',
  'storefront.story.category': 'Category',
  'storefront.story.aboutTitle': 'About the story',
  'storefront.story.create': 'Create this story',
  'storefront.story.backToExplore': 'Back to all stories',
  'storefront.story.related': 'You may also like',
  'storefront.prices.title': 'Versions and prices',
  'storefront.prices.price': 'Price',
  'storefront.prices.shipping': 'Shipping',
  'storefront.prices.included': 'included',
  'storefront.prices.total': 'Total',
  'storefront.prices.totalAzn': 'Total in AZN',
  'storefront.prices.pdfDelivery': 'Sent by e-mail',
  'storefront.prices.printDelivery': 'Delivered in 5–7 business days',
  'storefront.prices.note':
    'Prices include tax. The total in AZN uses the current exchange rate of the Central Bank of Azerbaijan.',
  // FAQs
  'storefront.faqs.title': 'Frequently asked questions',
  'storefront.faqs.description': 'Answers about photos, delivery, payment and your personalised book.',
  'storefront.faqs.empty': 'There are no questions here yet.',
  'storefront.faqs.more': "Didn't find your answer?",
  'storefront.faqs.contact': 'Write to us',
  // Contact
  'storefront.contact.title': 'Contact us',
  'storefront.contact.description':
    'Questions about an order or a story? Write to us and we will reply within one business day.',
  'storefront.contact.fullName': 'Full name',
  'storefront.contact.email': 'E-mail address',
  'storefront.contact.subject': 'Subject',
  'storefront.contact.message': 'Message',
  'storefront.contact.counter': '{count} of {max} characters',
  'storefront.contact.submit': 'Send message',
  'storefront.contact.submitting': 'Sending…',
  'storefront.contact.sent': 'Thank you, your message has been sent',
  'storefront.contact.sentText': 'We will reply to {email} within one business day. This is what you sent:',
  'storefront.contact.sendAnother': 'Send another message',
  'storefront.contact.rateLimited':
    'You have sent several messages in a short time. Please wait a few minutes and try again.',
  'storefront.contact.helpTitle': 'Quick answers',
  'storefront.contact.helpFaqs': 'Questions about photos, delivery and payment are often answered in our FAQs.',
  'storefront.contact.helpFaqsLink': 'Read the FAQs',
  'storefront.contact.helpTrack': 'Already ordered? Follow your book with the order number and your e-mail.',
  'storefront.contact.helpTrackLink': 'Track your order',
  // Content pages
  'storefront.page.loadingTitle': 'Information',
  'storefront.page.updated': 'Last updated on {date}',
  // Referral landing
  'storefront.referral.title': 'A gift from a friend of {siteName}',
  'storefront.referral.invitedBy': '{name} invites you to {siteName}',
  'storefront.referral.shareDescription':
    '{name} invites you to create a personalised storybook where your child is the hero. It takes a few minutes.',
  'storefront.referral.text': 'You were invited with the code {code}. Create a personalised storybook for your child.',
  // Sales pop-ups
  'storefront.sales.label': 'Recent orders',
  'storefront.sales.ordered': '{name} from {location} ordered {count, plural, one {a book} other {# books}} {time}',
  'storefront.sales.ago':
    '{unit, select, minute {{count, plural, one {# minute ago} other {# minutes ago}}} hour {{count, plural, one {# hour ago} other {# hours ago}}} other {{count, plural, =1 {yesterday} other {# days ago}}}}',
  'storefront.sales.dismiss': 'Hide recent orders',
};

export type StorefrontMessageId = keyof typeof en;
