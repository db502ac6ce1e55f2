import type { CommonMessageId } from './en';

/** The common catalogue in French (catalogued, not offered: partial, English fills the gaps). */
// French typography: typographic apostrophes (’), which ICU never treats as quoting, and a no-break
// space before ':' and '!'.
export const fr: Partial<Record<CommonMessageId, string>> = {
  'common.validation.childAge': 'L’âge de l’enfant doit être compris entre 0 et 16 ans',
  'common.validation.email': 'Veuillez saisir une adresse e-mail valide',
  'common.validation.terms': 'Vous devez accepter les conditions générales',
  'common.validation.photoType': 'Veuillez importer une image JPG ou PNG',
  'common.validation.photoSize': 'La photo ne doit pas dépasser 5 Mo',
  'common.validation.notesTooLong': 'Les remarques complémentaires ne doivent pas dépasser 500 caractères',
  'common.validation.socialRequired': 'Veuillez indiquer au moins un profil de réseau social ou un site web',
  'common.validation.passwordMismatch': 'Les mots de passe ne correspondent pas',
  'common.validation.passwordTooShort': 'Le mot de passe doit contenir au moins {min} caractères',
  'common.validation.required': 'Ce champ est obligatoire',
  'common.validation.tooLong': 'Ce texte est trop long',
  'common.error.generic': 'Une erreur s’est produite. Veuillez réessayer.',
  'common.error.signInInvalid': 'Adresse e-mail ou mot de passe incorrect',
  'common.error.signIn': 'Une erreur s’est produite lors de la connexion',
  'common.error.signUp': 'Une erreur s’est produite lors de l’inscription',
  'common.error.trackOrder': 'Une erreur s’est produite lors du suivi de votre commande. Veuillez réessayer.',
  'common.error.orderNotFound': 'Commande introuvable',
  'common.error.paymentFailed':
    'Nous n’avons pas pu traiter votre paiement. Veuillez réessayer ou contacter notre équipe d’assistance si le problème persiste.',
  'common.error.storyNotFound': 'L’histoire que vous recherchez n’existe pas.',
  'common.error.bookNotFound': 'Livre introuvable',
  'common.error.relatedBooksNotFound': 'Aucun livre similaire trouvé',
  'common.error.categoryEmpty': 'Aucun livre trouvé dans cette catégorie',
  'common.error.completePayment': 'Impossible de finaliser le paiement',
  'common.error.missingToken': 'Aucun jeton d’authentification trouvé',
  'common.error.http': 'Erreur HTTP\u00a0! Statut\u00a0: {status}',
  'common.error.currencyRates': 'Impossible de récupérer les taux de change\u00a0:',
  'common.error.countryDetection': 'Impossible de détecter le pays',
  'common.error.pageNotFound': 'Page introuvable',
  'common.error.pageNotFoundDescription': 'La page que vous recherchez n’existe pas ou a été déplacée.',
  'common.error.serverError': 'Un problème est survenu',
  'common.error.serverErrorDescription':
    'Une erreur inattendue s’est produite de notre côté. Veuillez réessayer dans un instant.',
  'common.action.tryAgain': 'Réessayer',
  'common.action.backToHome': 'Retour à l’accueil',
  'common.action.retry': 'Réessayer',
  'common.state.loading': 'Chargement…',
  'common.validation.invalid': 'Veuillez saisir une valeur valide',
  'common.validation.link': 'Veuillez saisir une adresse web (https://…) ou un nom de profil',
  'common.validation.text':
    'Ce texte contient des caractères impossibles à enregistrer (comme un caractère nul) ; veuillez le ressaisir',
  'common.error.notFound': 'Introuvable',
  'common.error.badRequest': 'Requête invalide',
  'common.error.invalidJson': 'Le corps de la requête n’est pas un JSON valide',
  'common.error.payloadTooLarge': 'La requête est trop volumineuse',
  'common.error.unsupportedMediaType': 'Type de contenu non pris en charge',
  'common.error.rateLimited': 'Trop de requêtes. Veuillez réessayer plus tard.',
};
