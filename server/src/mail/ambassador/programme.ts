/**
 * The e-mails of an ambassador's way through the programme, one per event: the application received,
 * rejected or suspended (with the team's reason), a referred order (with the reward), rewards available
 * once their hold is over, a payout requested and paid (with the bank's reference), and a reward reversed
 * by a refund. Each in the ambassador's language (ICU, so plurals and dates follow it); the frame is
 * common.ts. A referred order is described by its amount only: never the customer's name or address.
 */
import type { Locale } from '../../db/schema';
import type { MailBlock } from '../layout';
import { formatDate, formatter } from '../order-update';
import type { MailMessage } from '../types';
import { ambassadorMail, dashboardUrl, money } from './common';

const en = {
  receivedSubject: 'We have received your application to the {siteName} ambassador programme',
  receivedBody:
    'Thank you for applying to become a {siteName} ambassador. Our team reads every application itself and usually answers within a few working days.',
  receivedNext: 'We will write to you as soon as your application is decided. There is nothing more you need to do.',
  rejectedSubject: 'Your application to the {siteName} ambassador programme',
  rejectedBody:
    'Thank you for your interest in the {siteName} ambassador programme. We are sorry to tell you that we cannot accept your application this time.',
  suspendedSubject: 'Your {siteName} ambassador account has been suspended',
  suspendedBody:
    'Your ambassador account has been suspended. You can no longer sign in to your dashboard, and orders placed through your link no longer earn rewards.',
  reason: 'Reason',
  questions: 'If you have any questions, just reply to this e-mail.',
  orderSubject: 'A new order through your link: {reward} reward',
  orderSubjectIndirect: 'An order through an ambassador you invited: {reward} reward',
  orderBody: 'Good news: a family has ordered a book through your referral link.',
  orderBodyIndirect: 'Good news: a family has ordered a book through the link of an ambassador you invited.',
  orderAmount: 'Order amount',
  yourReward: 'Your reward',
  availableFrom: 'Available for payout from',
  orderHold:
    'The reward becomes available for payout once the refund window is over. If the order is refunded before then, the reward is reduced accordingly.',
  availableSubject: '{count, plural, one {A reward is} other {# rewards are}} now available for payout',
  availableBody:
    'The refund window is over for {count, plural, one {this reward} other {these rewards}}, so {count, plural, one {it is} other {they are}} now part of your available balance.',
  rewardOn: 'Reward for an order of {amount}',
  availableBalance: 'Available balance',
  minimum: 'You can request a payout once your available balance reaches {minimum}.',
  requestPayout: 'Request a payout',
  requestedSubject: 'We have received your payout request for {amount}',
  requestedBody: 'We have received your payout request. Our team will make the transfer within a few working days.',
  amount: 'Amount',
  destination: 'Paid to',
  reference: 'Payout reference',
  paidSubject: 'Your payout of {amount} has been sent',
  paidBody: 'We have sent your payout. Depending on your bank, it can take a few working days to reach your account.',
  bankReference: 'Bank reference',
  paidOn: 'Sent on',
  reversedSubject: 'A refunded order reduced your reward by {amount}',
  reversedFull:
    'An order you referred has been refunded in full ({refunded}), so its reward of {reward} has been cancelled.',
  reversedPartial:
    'Part of an order you referred has been refunded ({refunded} of {order}), so its reward of {reward} has been reduced by the same share.',
  reversedAmount: 'Taken from your reward',
  reversedPaid: 'The reward had already been paid out, so this amount will be deducted from your next payout.',
  reversedUnpaid: 'The reward had not been paid out yet, so you will receive the rest of it as usual.',
  reversedUnpaidFull: 'The reward had not been paid out yet, so nothing is deducted from your other rewards.',
};

type Messages = typeof en;

const MESSAGES: Record<Locale, Messages> = {
  en,
  ru: {
    receivedSubject: 'Мы получили вашу заявку на участие в программе амбассадоров «{siteName}»',
    receivedBody:
      'Спасибо, что хотите стать амбассадором «{siteName}». Наша команда сама читает каждую заявку и обычно отвечает в течение нескольких рабочих дней.',
    receivedNext: 'Мы напишем вам, как только примем решение. Больше ничего делать не нужно.',
    rejectedSubject: 'Ваша заявка на участие в программе амбассадоров «{siteName}»',
    rejectedBody:
      'Спасибо за интерес к программе амбассадоров «{siteName}». К сожалению, в этот раз мы не можем принять вашу заявку.',
    suspendedSubject: 'Ваш аккаунт амбассадора «{siteName}» приостановлен',
    suspendedBody:
      'Ваш аккаунт амбассадора приостановлен. Войти в личный кабинет больше нельзя, а заказы по вашей ссылке больше не приносят вознаграждений.',
    reason: 'Причина',
    questions: 'Если у вас есть вопросы, просто ответьте на это письмо.',
    orderSubject: 'Новый заказ по вашей ссылке: вознаграждение {reward}',
    orderSubjectIndirect: 'Заказ по ссылке приглашённого вами амбассадора: вознаграждение {reward}',
    orderBody: 'Отличные новости: по вашей реферальной ссылке заказали книгу.',
    orderBodyIndirect: 'Отличные новости: по ссылке приглашённого вами амбассадора заказали книгу.',
    orderAmount: 'Сумма заказа',
    yourReward: 'Ваше вознаграждение',
    availableFrom: 'Можно вывести с',
    orderHold:
      'Вознаграждение станет доступно для выплаты, когда закончится срок возврата. Если до этого заказ вернут, вознаграждение уменьшится соответственно.',
    availableSubject:
      '{count, plural, one {# вознаграждение доступно} few {# вознаграждения доступны} many {# вознаграждений доступны} other {# вознаграждения доступны}} для выплаты',
    availableBody:
      'Срок возврата по {count, plural, one {этому вознаграждению} other {этим вознаграждениям}} закончился, и {count, plural, one {оно вошло} other {они вошли}} в ваш доступный баланс.',
    rewardOn: 'Вознаграждение за заказ на {amount}',
    availableBalance: 'Доступный баланс',
    minimum: 'Запросить выплату можно, когда доступный баланс достигнет {minimum}.',
    requestPayout: 'Запросить выплату',
    requestedSubject: 'Мы получили ваш запрос на выплату {amount}',
    requestedBody: 'Мы получили ваш запрос на выплату. Наша команда сделает перевод в течение нескольких рабочих дней.',
    amount: 'Сумма',
    destination: 'Куда',
    reference: 'Номер выплаты',
    paidSubject: 'Выплата {amount} отправлена',
    paidBody:
      'Мы отправили вашу выплату. В зависимости от банка деньги поступят на счёт в течение нескольких рабочих дней.',
    bankReference: 'Референс банковского перевода',
    paidOn: 'Дата отправки',
    reversedSubject: 'Возврат заказа уменьшил ваше вознаграждение на {amount}',
    reversedFull:
      'Заказ, который вы привели, полностью возвращён ({refunded}), поэтому вознаграждение {reward} за него отменено.',
    reversedPartial:
      'Часть заказа, который вы привели, возвращена ({refunded} из {order}), поэтому вознаграждение {reward} за него уменьшено в той же доле.',
    reversedAmount: 'Списано с вознаграждения',
    reversedPaid: 'Вознаграждение уже было выплачено, поэтому эта сумма будет удержана из следующей выплаты.',
    reversedUnpaid: 'Вознаграждение ещё не было выплачено, поэтому оставшуюся часть вы получите как обычно.',
    reversedUnpaidFull:
      'Вознаграждение ещё не было выплачено, поэтому из других вознаграждений ничего не удерживается.',
  },
  tr: {
    receivedSubject: '{siteName} marka elçisi programına başvurunuzu aldık',
    receivedBody:
      '{siteName} marka elçisi olmak için başvurduğunuz için teşekkür ederiz. Ekibimiz her başvuruyu tek tek okur ve genellikle birkaç iş günü içinde yanıt verir.',
    receivedNext: 'Başvurunuz hakkında karar verilir verilmez size yazacağız. Başka bir şey yapmanıza gerek yok.',
    rejectedSubject: '{siteName} marka elçisi programına başvurunuz',
    rejectedBody:
      '{siteName} marka elçisi programına gösterdiğiniz ilgi için teşekkür ederiz. Üzgünüz, başvurunuzu bu kez kabul edemiyoruz.',
    suspendedSubject: '{siteName} marka elçisi hesabınız askıya alındı',
    suspendedBody:
      'Marka elçisi hesabınız askıya alındı. Artık panelinize giriş yapamazsınız ve bağlantınız üzerinden verilen siparişler kazanç getirmez.',
    reason: 'Gerekçe',
    questions: 'Sorularınız varsa bu e-postayı yanıtlamanız yeterli.',
    orderSubject: 'Bağlantınız üzerinden yeni sipariş: {reward} kazanç',
    orderSubjectIndirect: 'Davet ettiğiniz bir marka elçisinin bağlantısından sipariş: {reward} kazanç',
    orderBody: 'Güzel haber: davet bağlantınız üzerinden bir aile kitap sipariş etti.',
    orderBodyIndirect:
      'Güzel haber: davet ettiğiniz bir marka elçisinin bağlantısı üzerinden bir aile kitap sipariş etti.',
    orderAmount: 'Sipariş tutarı',
    yourReward: 'Kazancınız',
    availableFrom: 'Ödenebilir olacağı tarih',
    orderHold:
      'Kazancınız, iade süresi sona erdiğinde ödenebilir hâle gelir. Sipariş bu süre içinde iade edilirse kazancınız da aynı oranda azalır.',
    availableSubject: '{count, plural, one {Bir kazancınız} other {# kazancınız}} artık ödenebilir',
    availableBody:
      '{count, plural, one {Bu kazancın} other {Bu kazançların}} iade süresi sona erdi; artık kullanılabilir bakiyenize eklendi.',
    rewardOn: '{amount} tutarındaki sipariş için kazanç',
    availableBalance: 'Kullanılabilir bakiye',
    minimum: 'Kullanılabilir bakiyeniz {minimum} tutarına ulaştığında ödeme talep edebilirsiniz.',
    requestPayout: 'Ödeme talep edin',
    requestedSubject: '{amount} tutarındaki ödeme talebinizi aldık',
    requestedBody: 'Ödeme talebinizi aldık. Ekibimiz havaleyi birkaç iş günü içinde yapacak.',
    amount: 'Tutar',
    destination: 'Gönderileceği hesap',
    reference: 'Ödeme numarası',
    paidSubject: '{amount} tutarındaki ödemeniz gönderildi',
    paidBody: 'Ödemenizi gönderdik. Bankanıza bağlı olarak tutarın hesabınıza geçmesi birkaç iş günü sürebilir.',
    bankReference: 'Banka referansı',
    paidOn: 'Gönderildiği tarih',
    reversedSubject: 'İade edilen bir sipariş kazancınızı {amount} azalttı',
    reversedFull:
      'Yönlendirdiğiniz bir siparişin tamamı iade edildi ({refunded}), bu yüzden bu siparişten gelen {reward} tutarındaki kazancınız iptal edildi.',
    reversedPartial:
      'Yönlendirdiğiniz bir siparişin bir kısmı iade edildi ({order} tutarın {refunded} kadarı), bu yüzden {reward} tutarındaki kazancınız aynı oranda azaltıldı.',
    reversedAmount: 'Kazancınızdan düşülen',
    reversedPaid: 'Bu kazanç size zaten ödenmişti; bu tutar bir sonraki ödemenizden düşülecek.',
    reversedUnpaid: 'Bu kazanç henüz ödenmemişti; kalanını her zamanki gibi alacaksınız.',
    reversedUnpaidFull: 'Bu kazanç henüz ödenmemişti; diğer kazançlarınızdan bir şey düşülmeyecek.',
  },
  az: {
    receivedSubject: '{siteName} brend səfirləri proqramına müraciətinizi aldıq',
    receivedBody:
      '{siteName} brend səfiri olmaq üçün müraciət etdiyiniz üçün təşəkkür edirik. Komandamız hər müraciəti özü oxuyur və adətən bir neçə iş günü ərzində cavab verir.',
    receivedNext: 'Müraciətiniz barədə qərar veriləndə sizə yazacağıq. Başqa heç nə etməyinizə ehtiyac yoxdur.',
    rejectedSubject: '{siteName} brend səfirləri proqramına müraciətiniz',
    rejectedBody:
      '{siteName} brend səfirləri proqramına göstərdiyiniz maraq üçün təşəkkür edirik. Təəssüf ki, bu dəfə müraciətinizi qəbul edə bilmirik.',
    suspendedSubject: '{siteName} brend səfiri hesabınız dayandırıldı',
    suspendedBody:
      'Brend səfiri hesabınız dayandırıldı. Artıq panelinizə daxil ola bilməzsiniz və linkiniz vasitəsilə verilən sifarişlər mükafat gətirmir.',
    reason: 'Səbəb',
    questions: 'Sualınız varsa, sadəcə bu məktuba cavab yazın.',
    orderSubject: 'Linkiniz vasitəsilə yeni sifariş: {reward} mükafat',
    orderSubjectIndirect: 'Dəvət etdiyiniz səfirin linki vasitəsilə sifariş: {reward} mükafat',
    orderBody: 'Şad xəbər: dəvət linkiniz vasitəsilə bir ailə kitab sifariş etdi.',
    orderBodyIndirect: 'Şad xəbər: dəvət etdiyiniz brend səfirinin linki vasitəsilə bir ailə kitab sifariş etdi.',
    orderAmount: 'Sifarişin məbləği',
    yourReward: 'Mükafatınız',
    availableFrom: 'Ödənişə hazır olacağı tarix',
    orderHold:
      'Mükafat geri qaytarma müddəti bitəndən sonra ödənişə hazır olur. Sifariş bu müddətdə geri qaytarılarsa, mükafat da uyğun olaraq azalır.',
    availableSubject: '{count, plural, one {Bir mükafatınız} other {# mükafatınız}} artıq ödənişə hazırdır',
    availableBody:
      '{count, plural, one {Bu mükafatın} other {Bu mükafatların}} geri qaytarma müddəti bitdi və {count, plural, one {o} other {onlar}} artıq istifadə edilə bilən balansınıza əlavə olundu.',
    rewardOn: '{amount} məbləğində sifariş üçün mükafat',
    availableBalance: 'İstifadə edilə bilən balans',
    minimum: 'İstifadə edilə bilən balansınız {minimum} məbləğinə çatanda ödəniş tələb edə bilərsiniz.',
    requestPayout: 'Ödəniş tələb edin',
    requestedSubject: '{amount} məbləğində ödəniş tələbinizi aldıq',
    requestedBody: 'Ödəniş tələbinizi aldıq. Komandamız köçürməni bir neçə iş günü ərzində edəcək.',
    amount: 'Məbləğ',
    destination: 'Göndəriləcəyi hesab',
    reference: 'Ödənişin nömrəsi',
    paidSubject: '{amount} məbləğində ödənişiniz göndərildi',
    paidBody:
      'Ödənişinizi göndərdik. Bankınızdan asılı olaraq məbləğin hesabınıza keçməsi bir neçə iş günü çəkə bilər.',
    bankReference: 'Bank referansı',
    paidOn: 'Göndərildiyi tarix',
    reversedSubject: 'Geri qaytarılan sifariş mükafatınızı {amount} azaltdı',
    reversedFull:
      'Yönləndirdiyiniz sifariş tam geri qaytarıldı ({refunded}), buna görə də ondan gələn {reward} mükafatınız ləğv edildi.',
    reversedPartial:
      'Yönləndirdiyiniz sifarişin bir hissəsi geri qaytarıldı ({order} məbləğin {refunded} qədəri), buna görə də {reward} mükafatınız eyni nisbətdə azaldıldı.',
    reversedAmount: 'Mükafatınızdan çıxılan',
    reversedPaid: 'Bu mükafat sizə artıq ödənilmişdi; bu məbləğ növbəti ödənişinizdən çıxılacaq.',
    reversedUnpaid: 'Bu mükafat hələ ödənilməmişdi; qalan hissəsini həmişəki kimi alacaqsınız.',
    reversedUnpaidFull: 'Bu mükafat hələ ödənilməmişdi; digər mükafatlarınızdan heç nə çıxılmayacaq.',
  },
};

/** Who the e-mail goes to and the shop's public facts every one of them needs. */
export interface Recipient {
  to: string;
  name: string;
  locale: Locale;
  siteName: string;
  publicUrl: string;
}

const sayer = (locale: Locale) => formatter(MESSAGES[locale], locale);

function compose(
  who: Recipient,
  subject: string,
  blocks: readonly MailBlock[],
  button?: { path: string; label?: string },
): MailMessage {
  return ambassadorMail({
    to: who.to,
    name: who.name,
    locale: who.locale,
    siteName: who.siteName,
    subject,
    blocks,
    ...(button
      ? {
          button: {
            url: dashboardUrl(who.publicUrl, who.locale, button.path),
            ...(button.label ? { label: button.label } : {}),
          },
        }
      : {}),
  });
}

export function applicationReceivedEmail(who: Recipient): MailMessage {
  const say = sayer(who.locale);
  const site = { siteName: who.siteName };
  return compose(who, say('receivedSubject', site), [
    { kind: 'paragraph', text: say('receivedBody', site) },
    { kind: 'paragraph', text: say('receivedNext') },
  ]);
}

export function applicationRejectedEmail(who: Recipient, reason: string | null): MailMessage {
  const say = sayer(who.locale);
  const site = { siteName: who.siteName };
  return compose(who, say('rejectedSubject', site), [
    { kind: 'paragraph', text: say('rejectedBody', site) },
    ...(reason ? [{ kind: 'facts' as const, rows: [[say('reason'), reason] as const] }] : []),
    { kind: 'paragraph', text: say('questions') },
  ]);
}

export function accountSuspendedEmail(who: Recipient, reason: string | null): MailMessage {
  const say = sayer(who.locale);
  return compose(who, say('suspendedSubject', { siteName: who.siteName }), [
    { kind: 'paragraph', text: say('suspendedBody') },
    ...(reason ? [{ kind: 'facts' as const, rows: [[say('reason'), reason] as const] }] : []),
    { kind: 'paragraph', text: say('questions') },
  ]);
}

export interface ReferredOrderFacts {
  /** The reward in USD cents; indirect: earned through an ambassador they invited. */
  reward: number;
  indirect: boolean;
  /** What the family paid, in minor units of its currency. */
  orderAmount: number | null;
  orderCurrency: string | null;
  availableAt: Date;
}

export function referredOrderEmail(who: Recipient, facts: ReferredOrderFacts): MailMessage {
  const say = sayer(who.locale);
  const reward = money(facts.reward, 'USD', who.locale);
  return compose(
    who,
    say(facts.indirect ? 'orderSubjectIndirect' : 'orderSubject', { reward }),
    [
      { kind: 'paragraph', text: say(facts.indirect ? 'orderBodyIndirect' : 'orderBody') },
      {
        kind: 'facts',
        rows: [
          ...(facts.orderAmount !== null && facts.orderCurrency
            ? [[say('orderAmount'), money(facts.orderAmount, facts.orderCurrency, who.locale)] as const]
            : []),
          [say('yourReward'), reward],
          [say('availableFrom'), formatDate(facts.availableAt, who.locale)],
        ],
      },
      { kind: 'paragraph', text: say('orderHold') },
    ],
    { path: '/rewards' },
  );
}

export interface AvailableReward {
  amount: number;
  orderAmount: number | null;
  orderCurrency: string | null;
}

export function rewardsAvailableEmail(
  who: Recipient,
  rewards: readonly AvailableReward[],
  balance: number,
  minimum: number,
): MailMessage {
  const say = sayer(who.locale);
  const count = rewards.length;
  const usd = (minor: number) => money(minor, 'USD', who.locale);
  return compose(
    who,
    say('availableSubject', { count }),
    [
      { kind: 'paragraph', text: say('availableBody', { count }) },
      {
        kind: 'amounts',
        rows: rewards.map(
          (reward) =>
            [
              reward.orderAmount !== null && reward.orderCurrency
                ? say('rewardOn', { amount: money(reward.orderAmount, reward.orderCurrency, who.locale) })
                : say('yourReward'),
              usd(reward.amount),
            ] as const,
        ),
        total: [say('availableBalance'), usd(balance)],
      },
      ...(balance < minimum ? [{ kind: 'paragraph' as const, text: say('minimum', { minimum: usd(minimum) }) }] : []),
    ],
    balance >= minimum ? { path: '/payouts', label: say('requestPayout') } : { path: '/rewards' },
  );
}

export interface PayoutFacts {
  amount: number;
  currency: string;
  destination: string;
  reference: string;
}

export function payoutRequestedEmail(who: Recipient, payout: PayoutFacts): MailMessage {
  const say = sayer(who.locale);
  const amount = money(payout.amount, payout.currency, who.locale);
  return compose(
    who,
    say('requestedSubject', { amount }),
    [
      { kind: 'paragraph', text: say('requestedBody') },
      {
        kind: 'facts',
        rows: [
          [say('amount'), amount],
          [say('destination'), payout.destination],
          [say('reference'), payout.reference],
        ],
      },
    ],
    { path: '/payouts' },
  );
}

export function payoutPaidEmail(
  who: Recipient,
  payout: PayoutFacts & { bankReference: string | null; paidAt: Date },
): MailMessage {
  const say = sayer(who.locale);
  const amount = money(payout.amount, payout.currency, who.locale);
  return compose(
    who,
    say('paidSubject', { amount }),
    [
      { kind: 'paragraph', text: say('paidBody') },
      {
        kind: 'facts',
        rows: [
          [say('amount'), amount],
          [say('destination'), payout.destination],
          [say('paidOn'), formatDate(payout.paidAt, who.locale)],
          ...(payout.bankReference ? [[say('bankReference'), payout.bankReference] as const] : []),
          [say('reference'), payout.reference],
        ],
      },
    ],
    { path: '/payouts' },
  );
}

export interface ReversalFacts {
  /** What this reversal takes (positive USD cents) of the reward (USD cents). */
  amount: number;
  reward: number;
  /** The refund's amount and the order's, in the order's currency (minor units). */
  refunded: number | null;
  orderAmount: number | null;
  currency: string | null;
  /** The order has been given back in full. */
  full: boolean;
  /** The reward had been paid out already: the amount is deducted from the next payout. */
  paidOut: boolean;
}

export function rewardReversedEmail(who: Recipient, facts: ReversalFacts): MailMessage {
  const say = sayer(who.locale);
  const usd = (minor: number) => money(minor, 'USD', who.locale);
  const inOrderCurrency = (minor: number | null) =>
    minor !== null && facts.currency ? money(minor, facts.currency, who.locale) : '';
  const values = {
    refunded: inOrderCurrency(facts.refunded),
    order: inOrderCurrency(facts.orderAmount),
    reward: usd(facts.reward),
  };
  return compose(
    who,
    say('reversedSubject', { amount: usd(facts.amount) }),
    [
      { kind: 'paragraph', text: say(facts.full ? 'reversedFull' : 'reversedPartial', values) },
      {
        kind: 'facts',
        rows: [
          [say('yourReward'), usd(facts.reward)],
          [say('reversedAmount'), `−${usd(facts.amount)}`],
        ],
      },
      {
        kind: 'paragraph',
        text: say(facts.paidOut ? 'reversedPaid' : facts.full ? 'reversedUnpaidFull' : 'reversedUnpaid'),
      },
    ],
    { path: '/rewards' },
  );
}
