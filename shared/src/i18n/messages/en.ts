/**
 * The common catalogue in English: every validation and error message of spec sections 5 and 8, and the
 * few words every package needs. The English strings are requirements of the spec, word for word.
 */
export const en = {
  'common.validation.childAge': "Child's age must be between 0 and 16",
  'common.validation.email': 'Please enter a valid email address',
  'common.validation.terms': 'You must agree to the terms and conditions',
  'common.validation.photoType': 'Please upload a JPG or PNG image',
  'common.validation.photoSize': 'The photo must be 5MB or smaller',
  'common.validation.notesTooLong': 'Additional notes must be 500 characters or fewer',
  'common.validation.socialRequired': 'Please provide at least one social media profile or website',
  'common.validation.passwordMismatch': 'Passwords do not match',
  'common.validation.passwordTooShort': 'Password must be at least {min} characters',
  'common.validation.required': 'This field is required',
  // Not in the spec: the rules for the order's names, phone and delivery country (validation/limits.ts, phone.ts).
  'common.validation.phone':
    'Please enter a valid phone number. For a number from another country, start with + and its country code.',
  'common.validation.name': 'Please use only letters, spaces, hyphens and apostrophes',
  'common.validation.heroOffensive': 'These words can’t go in a children’s book. Please describe the hero another way.',
  'common.validation.heroViolent':
    'Let’s keep the book gentle: please describe the hero without fighting or scary words.',
  'common.validation.heroNotCharacter':
    'We couldn’t find a hero in that. Try something like “a brave knight” or “a pink unicorn”.',
  'common.validation.deliveryCountry': 'Please choose a country we deliver to',
  // Not in the spec: the spec leaves text bounds open ("Other bounds are not shown"), but the shared
  // schemas cap free text so the server never stores unbounded input. No placeholder, so a form can show
  // it without knowing the field's limit.
  'common.validation.tooLong': 'This text is too long',
  'common.error.generic': 'An error occurred. Please try again.',
  'common.error.signInInvalid': 'Invalid email or password',
  'common.error.signIn': 'An error occurred during sign in',
  'common.error.signUp': 'An error occurred during sign up',
  'common.error.trackOrder': 'An error occurred while tracking your order. Please try again.',
  'common.error.orderNotFound': 'Order not found',
  'common.error.paymentFailed':
    "We couldn't process your payment. Please try again or contact our support team if the problem persists.",
  'common.error.storyNotFound': "The story you're looking for doesn't exist.",
  'common.error.bookNotFound': 'Book not found',
  'common.error.relatedBooksNotFound': 'Related books not found',
  'common.error.categoryEmpty': 'No books found in this category',
  'common.error.completePayment': 'Failed to complete payment',
  'common.error.missingToken': 'No authentication token found',
  'common.error.http': 'HTTP error! status: {status}',
  'common.error.currencyRates': 'Failed to fetch currency rates:',
  'common.error.countryDetection': 'Failed to detect country',
  'common.error.pageNotFound': 'Page not found',
  'common.error.pageNotFoundDescription': "The page you're looking for doesn't exist or has moved.",
  'common.error.serverError': 'Something went wrong',
  'common.error.serverErrorDescription': 'An unexpected error occurred on our side. Please try again in a moment.',
  'common.action.tryAgain': 'Try Again',
  'common.action.backToHome': 'Back to Home',
  'common.action.retry': 'Retry',
  'common.state.loading': 'Loading…',
  // Not in the spec: the API's own refusals (bad input, malformed JSON, oversized bodies, rate limits), so
  // every error the server sends reads in the visitor's language.
  'common.validation.invalid': 'Please enter a valid value',
  'common.validation.country': 'Please choose a country from the list',
  'common.validation.childPicturesReason': 'Please choose why you need to see the child’s photo and portraits',
  'common.validation.childPicturesNote': 'Please say in a few words why you need to see them',
  'common.validation.link': 'Please enter a web address (https://…) or a profile name',
  'common.validation.text':
    'This text contains characters that cannot be stored (such as a null character); please retype it',
  'common.error.notFound': 'Not found',
  'common.error.badRequest': 'Invalid request',
  'common.error.invalidJson': 'The request body is not valid JSON',
  'common.error.invalidMultipart': 'The uploaded file could not be read. Please choose it again.',
  'common.error.payloadTooLarge': 'The request is too large',
  'common.error.unsupportedMediaType': 'Unsupported content type',
  'common.error.rateLimited': 'Too many requests. Please try again later.',
  // Not in the spec: the orders API's refusals (a paid order, a step left out, the gateway down).
  'common.error.orderLocked': 'This order has been paid and can no longer be changed',
  'common.error.couponUnknown': 'There is no such code. Please check it and try again',
  'common.error.couponOwn': "You can't use your own code: it is for your friends",
  'common.error.couponTaken': 'This code is already taken. Please choose another one',
  'common.error.couponChangedOnce': 'You have already changed your code once; it cannot be changed again',
  'common.validation.couponCode': 'Use 4 to 20 Latin letters and digits, without spaces',
  'common.error.invalidTransition': 'This order cannot be moved to that status',
  'common.error.orderIncomplete': 'Please complete every step before paying',
  'common.error.charactersNotReady': 'The characters are not ready yet',
  'common.error.storyNotChosen': 'Please choose a story first',
  'common.error.versionUnavailable': 'This book is not available in the chosen version',
  'common.error.paymentUnavailable': 'Payment is not available right now. Please try again in a moment.',
  // The ambassador programme's own refusals (bank details, accounts, payouts, referral links).
  'common.validation.iban': 'Please enter a valid IBAN',
  'common.validation.bic': 'Please enter a valid SWIFT/BIC code',
  'common.validation.cardNumber': 'Please enter a valid card number',
  'common.validation.accountNumber': 'Please enter a valid account number',
  'common.validation.routingNumber': 'Please enter a valid routing number',
  'common.error.emailTaken': 'An account with this email address already exists',
  'common.error.currentPasswordWrong': 'The current password is not correct',
  'common.error.resetLinkInvalid': 'This password reset link is invalid or has expired. Please ask for a new one.',
  'common.error.referralNotInReview': 'This referral is no longer waiting for a decision',
  'common.error.accountPending':
    'Your application is still under review. We will email you as soon as your account is activated.',
  'common.error.accountInactive': 'This account is not active. Please contact us.',
  'common.error.sessionExpired': 'Your session has expired. Please sign in again.',
  'common.error.nothingToPayOut': 'You have no rewards available for a payout yet',
  'common.error.payoutMinimum':
    'You can request a payout once your available balance reaches {minimum, number, ::currency/USD}',
  'common.error.referralNotFound': 'This referral link is not valid',
  // The share picture of an ambassador's link (og:image of /referrals/CODE).
  'common.referral.shareImageTitle': '{name} invites you',
  'common.referral.shareImageText': 'A personalised storybook where your child is the hero',
  // The shop's and each book's share pictures (og:image) and their descriptions (og:image:alt).
  'common.share.headline': 'Storybooks where your child is the hero',
  'common.share.subline': 'From one photo: hardcover, softcover or PDF',
  'common.share.alt': '{siteName}: personalised storybooks where your child is the hero',
  'common.share.bookAlt': 'The cover of “{name}”, a personalised storybook from {siteName}',
  // The photo check and the private file links (PATCH /orders/:id/upload_image, /api/v1/files).
  'common.photo.notAnImage': 'This file is not a photo. Please upload a JPG or PNG image.',
  'common.photo.tooManyPixels':
    'This picture is too large to process. Please upload an ordinary photo from a phone or camera.',
  'common.photo.noFace':
    "We couldn't find a face in this photo. Please upload a close-up photo of your child's face, looking at the camera, with no one else in the picture.",
  'common.photo.missing': 'Please upload a photo of your child first',
  'common.error.noRegenerationsLeft': 'You have used all your tries at new characters',
  'common.error.invalidLink': 'This link is not valid',
  'common.error.linkExpired': 'This link has expired. Please reload the page.',
  // The back office (staff sign-in and roles).
  'common.error.staffSignIn': 'Please sign in',
  'common.error.forbidden': 'You do not have permission to do this',
  'common.error.staffDisabled': 'This account has been disabled',
  'common.error.lastAdmin': 'The shop needs at least one active admin',
  'common.error.payoutStep': 'This payout cannot be moved to that status',
  'common.error.ambassadorStep': 'This account cannot be moved to that status',
  'common.error.jobNotFailed': 'Only a failed job, or one held by a worker that has stopped, can be retried',
  'common.error.contentExists': 'Something with this name or position already exists',
  'common.error.contentInUse': 'This is still in use; move what belongs to it first',
  'common.error.coverInvalid': 'Please choose a JPG, PNG or WebP picture',
  'common.error.coverTooLarge': 'The picture is larger than 5 MB',
  'common.error.emailNotDue': 'This e-mail cannot be sent for the order as it is now',
  'common.error.productionStarted': 'The book is already in production, so its characters can no longer be redrawn',
  'common.error.erasureInProduction':
    'Your book is being made or is on its way, and we still need these details for it. You can delete them once it has been delivered, or write to us to cancel the order.',
  'common.error.refundAmount': 'Enter an amount above zero and no more than what is left to refund',
  'common.error.nothingToRefund': 'Nothing is left to refund on this order',
  'common.error.refundDeclined': 'The payment provider refused this refund; its reason is shown with the refund',
  'common.error.refundPending':
    'The payment provider did not answer. The refund is recorded and will be sent again automatically, so do not refund it again.',
  'common.error.refundProvider':
    'This order was paid through another payment provider than the one the shop uses now; refund it there',
  'common.error.dataErased': 'This has been deleted and is no longer available.',
  'common.error.noChildPictures':
    'This order has no photo or portraits of the child: none were made, or they have been deleted',
  // Order statuses as the tracking page and the back office name them (spec: order status labels).
  'common.orderStatus.pending': 'Pending',
  'common.orderStatus.waiting_for_payment': 'Waiting for payment',
  'common.orderStatus.payment_failed': 'Payment failed',
  'common.orderStatus.paid': 'Paid',
  'common.orderStatus.in_review': 'In review',
  'common.orderStatus.story_writing': 'Story writing',
  'common.orderStatus.printing': 'Printing',
  'common.orderStatus.ready_for_shipping': 'Ready for shipping',
  'common.orderStatus.shipped': 'Shipped',
  'common.orderStatus.delivered': 'Delivered',
  'common.orderStatus.completed': 'Completed',
  'common.orderStatus.failed': 'Failed',
  'common.orderStatus.refund_requested': 'Refund requested',
  'common.orderStatus.refunded': 'Refunded',
  // Illustration styles, as the wizard offers them and the back office shows them.
  'common.style.3dPixar': '3D animation',
  'common.style.2dWarner': 'Classic cartoon',
  'common.style.watercolor': 'Watercolour',
  'common.style.anime': 'Anime',
  // Story and content languages, as the wizard offers them and the back office shows them.
  'common.language.en': 'English',
  'common.language.ru': 'Russian',
  'common.language.tr': 'Turkish',
  'common.language.az': 'Azerbaijani',
  // A book's version as the buyer meets it (the wizard, the tracking page).
  'common.version.pdf': 'PDF',
  'common.version.softcover': 'Softcover',
  'common.version.hardcover': 'Hardcover',
  'common.error.smtpNotConfigured': 'No mail server is configured, so the e-mail cannot be sent',
};

/** An id of the common catalogue; every package's typed helpers accept these next to its own. */
export type CommonMessageId = keyof typeof en;
