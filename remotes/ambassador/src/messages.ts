import { defineCatalogue } from '@shop/shared';

const en = {
  'ambassador.landing.title': 'Become a Storybook Shop ambassador',
  'ambassador.landing.description':
    'Share personalised storybooks with the families you know and earn a 10% commission on every purchase made through your link.',
  'ambassador.landing.cta': 'Apply to become an ambassador',
  'ambassador.signIn.title': 'Sign in',
  'ambassador.signIn.text': 'Sign in to your ambassador dashboard to follow your referrals, rewards and payouts.',
  'ambassador.signUp.title': 'Apply to the ambassador programme',
  'ambassador.signUp.text':
    'Tell us about yourself and where you share your content. Our team reviews every application.',
  'ambassador.signUp.country': 'Detected country: {country}',
  'ambassador.signUpSuccess.title': 'Thank you for applying!',
  'ambassador.signUpSuccess.text':
    'Your application has been submitted. Our team will review it and e-mail you once your account is activated.',
  'ambassador.dashboard.title': 'Dashboard',
  'ambassador.dashboard.signInRequired': 'Please sign in to see your ambassador dashboard.',
  'ambassador.profile.title': 'Profile',
  'ambassador.profile.name': 'Name',
  'ambassador.profile.code': 'Referral code',
  'ambassador.referrals.title': 'Referrals',
  'ambassador.rewards.title': 'Rewards',
  'ambassador.paymentMethods.title': 'Payment Methods',
  'ambassador.payouts.title': 'Payouts',
};

export const messages = defineCatalogue('ambassador', en, {
  ru: {
    'ambassador.landing.title': 'Станьте амбассадором Storybook Shop',
    'ambassador.landing.description':
      'Рассказывайте знакомым семьям об именных сказках и получайте 10% комиссии с каждой покупки по вашей ссылке.',
    'ambassador.landing.cta': 'Подать заявку',
    'ambassador.signIn.title': 'Вход',
    'ambassador.signIn.text':
      'Войдите в кабинет амбассадора, чтобы следить за рефералами, вознаграждениями и выплатами.',
    'ambassador.signUp.title': 'Заявка на участие в программе амбассадоров',
    'ambassador.signUp.text':
      'Расскажите о себе и о том, где вы публикуете свой контент. Наша команда рассматривает каждую заявку.',
    'ambassador.signUp.country': 'Определённая страна: {country}',
    'ambassador.signUpSuccess.title': 'Спасибо за заявку!',
    'ambassador.signUpSuccess.text':
      'Ваша заявка отправлена. Наша команда рассмотрит её и сообщит вам по электронной почте, когда аккаунт будет активирован.',
    'ambassador.dashboard.title': 'Обзор',
    'ambassador.dashboard.signInRequired': 'Войдите, чтобы открыть кабинет амбассадора.',
    'ambassador.profile.title': 'Профиль',
    'ambassador.profile.name': 'Имя',
    'ambassador.profile.code': 'Реферальный код',
    'ambassador.referrals.title': 'Рефералы',
    'ambassador.rewards.title': 'Вознаграждения',
    'ambassador.paymentMethods.title': 'Способы выплаты',
    'ambassador.payouts.title': 'Выплаты',
  },
  tr: {
    'ambassador.landing.title': 'Storybook Shop marka elçisi olun',
    'ambassador.landing.description':
      'Kişiye özel hikâye kitaplarını tanıdığınız ailelerle paylaşın, bağlantınız üzerinden yapılan her satıştan %10 komisyon kazanın.',
    'ambassador.landing.cta': 'Marka elçisi olmak için başvurun',
    'ambassador.signIn.title': 'Giriş yapın',
    'ambassador.signIn.text':
      'Yönlendirmelerinizi, kazançlarınızı ve ödemelerinizi takip etmek için marka elçisi panelinize giriş yapın.',
    'ambassador.signUp.title': 'Marka elçisi programına başvurun',
    'ambassador.signUp.text':
      'Bize kendinizden ve içeriklerinizi nerede paylaştığınızdan bahsedin. Ekibimiz her başvuruyu inceler.',
    'ambassador.signUp.country': 'Algılanan ülke: {country}',
    'ambassador.signUpSuccess.title': 'Başvurunuz için teşekkürler!',
    'ambassador.signUpSuccess.text':
      'Başvurunuz alındı. Ekibimiz inceledikten sonra hesabınız etkinleştirildiğinde size e-posta göndereceğiz.',
    'ambassador.dashboard.title': 'Panel',
    'ambassador.dashboard.signInRequired': 'Marka elçisi panelinizi görmek için lütfen giriş yapın.',
    'ambassador.profile.title': 'Profil',
    'ambassador.profile.name': 'Ad',
    'ambassador.profile.code': 'Yönlendirme kodu',
    'ambassador.referrals.title': 'Yönlendirmeler',
    'ambassador.rewards.title': 'Kazançlar',
    'ambassador.paymentMethods.title': 'Ödeme yöntemleri',
    'ambassador.payouts.title': 'Ödemeler',
  },
  az: {
    'ambassador.landing.title': 'Storybook Shop-un brend səfiri olun',
    'ambassador.landing.description':
      'Fərdi nağıl kitablarını tanıdığınız ailələrlə bölüşün və linkiniz vasitəsilə edilən hər alışdan 10% komissiya qazanın.',
    'ambassador.landing.cta': 'Brend səfiri olmaq üçün müraciət edin',
    'ambassador.signIn.title': 'Daxil olun',
    'ambassador.signIn.text':
      'Yönləndirmələrinizi, mükafatlarınızı və ödənişlərinizi izləmək üçün brend səfiri panelinizə daxil olun.',
    'ambassador.signUp.title': 'Brend səfiri proqramına müraciət',
    'ambassador.signUp.text':
      'Özünüz və məzmununuzu harada paylaşdığınız barədə bizə danışın. Komandamız hər müraciəti nəzərdən keçirir.',
    'ambassador.signUp.country': 'Müəyyən edilən ölkə: {country}',
    'ambassador.signUpSuccess.title': 'Müraciətiniz üçün təşəkkür edirik!',
    'ambassador.signUpSuccess.text':
      'Müraciətiniz göndərildi. Komandamız onu nəzərdən keçirəcək və hesabınız aktivləşdiriləndə sizə e-poçt göndərəcək.',
    'ambassador.dashboard.title': 'Panel',
    'ambassador.dashboard.signInRequired': 'Brend səfiri panelinə baxmaq üçün daxil olun.',
    'ambassador.profile.title': 'Profil',
    'ambassador.profile.name': 'Ad',
    'ambassador.profile.code': 'Yönləndirmə kodu',
    'ambassador.referrals.title': 'Yönləndirmələr',
    'ambassador.rewards.title': 'Mükafatlar',
    'ambassador.paymentMethods.title': 'Ödəniş üsulları',
    'ambassador.payouts.title': 'Ödənişlər',
  },
});
