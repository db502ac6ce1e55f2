/**
 * The sandbox's hosted payment page: one self-contained HTML document (no script, inline styles) with a
 * labelled card form, the amount, Pay and Cancel, and the test cards listed because it is a sandbox.
 * Errors are announced (role=alert) and tied to their fields (aria-invalid, aria-describedby).
 */
import { formatPrice, isCurrency } from '@shop/shared/money';
import type { Locale } from '../../db/schema';
import { PAGE_MESSAGES, type PageMessages } from './page-messages';
import type { SandboxSession } from './sessions';

export type CardField = 'card_number' | 'expiry' | 'cvc';
export type FieldErrors = Partial<Record<CardField, keyof PageMessages>>;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** The amount to pay, in the page's language as the shop writes it ('101,99 ₼'). */
export function formatAmount(amount: number, currency: string, locale: Locale = 'en'): string {
  if (isCurrency(currency)) return formatPrice(amount, currency, { locale });
  return `${(amount / 100).toFixed(2)} ${currency}`;
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
background:#eef1f6;color:#1d2433}main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;
border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}h1{font-size:1.25rem;margin:0 0 .25rem}
.notice{background:#fff4d6;border:1px solid #e8c66a;padding:.5rem .75rem;border-radius:8px;margin:0 0 1rem}
.amount{font-size:1.75rem;font-weight:700;margin:.25rem 0 1rem}label{display:block;font-weight:600;margin-top:1rem}
.hint{font-weight:400;color:#4a5468}input{width:100%;font:inherit;padding:.6rem .7rem;border:1px solid #8a93a6;
border-radius:8px;margin-top:.25rem}input[aria-invalid=true]{border:2px solid #b42318}
.error{color:#b42318;margin:.25rem 0 0}.row{display:flex;gap:1rem}.row>div{flex:1}
.summary{border:2px solid #b42318;border-radius:8px;padding:.5rem .75rem;color:#b42318}
button{font:inherit;width:100%;margin-top:1.25rem;padding:.75rem;border-radius:8px;border:0;cursor:pointer}
.pay{background:#1f5eff;color:#fff;font-weight:700}.cancel{background:#e3e7ef;color:#1d2433;margin-top:.75rem}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #ffbf47;outline-offset:2px}
.cards{margin-top:1.5rem;font-size:.95rem}.cards code{font-size:1rem}a{color:#1f5eff}`;

function layout(locale: Locale, title: string, body: string): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export interface PaymentPageInput {
  session: SandboxSession;
  locale: Locale;
  /** Where the form posts to (the page's own URL). */
  action: string;
  values?: { card_number?: string; expiry?: string };
  errors?: FieldErrors;
}

function field(
  t: PageMessages,
  name: CardField,
  label: string,
  attributes: string,
  input: PaymentPageInput,
  hint?: string,
): string {
  const error = input.errors?.[name];
  const value = name === 'cvc' ? '' : (input.values?.[name] ?? '');
  const describedBy = [hint ? `${name}-hint` : '', error ? `${name}-error` : ''].filter(Boolean).join(' ');
  return `<div>
<label for="${name}">${escapeHtml(label)}${hint ? ` <span class="hint" id="${name}-hint">(${escapeHtml(hint)})</span>` : ''}</label>
<input id="${name}" name="${name}" ${attributes} value="${escapeHtml(value)}" required${
    describedBy ? ` aria-describedby="${describedBy}"` : ''
  }${error ? ' aria-invalid="true"' : ''}>
${error ? `<p class="error" id="${name}-error">${escapeHtml(t[error])}</p>` : ''}
</div>`;
}

export function paymentPage(input: PaymentPageInput): string {
  const t = PAGE_MESSAGES[input.locale];
  const amount = formatAmount(input.session.amount, input.session.currency, input.locale);
  const hasErrors = input.errors && Object.keys(input.errors).length > 0;
  const body = `<p class="notice">${escapeHtml(t.sandboxNotice)}</p>
<h1>${escapeHtml(fill(t.payTo, { merchant: input.session.description }))}</h1>
<p><span class="hint">${escapeHtml(t.amount)}:</span></p>
<p class="amount">${escapeHtml(amount)}</p>
${hasErrors ? `<p class="summary" role="alert">${escapeHtml(t.errorSummary)}</p>` : ''}
<form method="post" action="${escapeHtml(input.action)}" novalidate>
${field(t, 'card_number', t.cardNumber, 'inputmode="numeric" autocomplete="cc-number" maxlength="23"', input)}
<div class="row">
${field(t, 'expiry', t.expiry, 'inputmode="numeric" autocomplete="cc-exp" maxlength="7"', input, t.expiryHint)}
${field(t, 'cvc', t.cvc, 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"', input)}
</div>
<button class="pay" type="submit" name="action" value="pay">${escapeHtml(fill(t.pay, { amount }))}</button>
<button class="cancel" type="submit" name="action" value="cancel">${escapeHtml(t.cancel)}</button>
</form>
<section class="cards" aria-labelledby="cards-title">
<h2 id="cards-title">${escapeHtml(t.testCards)}</h2>
<ul>
<li><code>4242 4242 4242 4242</code> — ${escapeHtml(t.testSuccess)}</li>
<li><code>4000 0000 0000 0002</code> — ${escapeHtml(t.testDeclined)}</li>
<li><code>4000 0000 0000 9995</code> — ${escapeHtml(t.testInsufficient)}</li>
</ul>
<p>${escapeHtml(t.testCardsHint)}</p>
</section>`;
  return layout(input.locale, t.title, body);
}

/** A session that is over: a link back to where its result sends the browser. */
export function finishedPage(locale: Locale, returnUrl: string): string {
  const t = PAGE_MESSAGES[locale];
  return layout(
    locale,
    t.completedTitle,
    `<h1>${escapeHtml(t.completedTitle)}</h1>
<p>${escapeHtml(t.completedText)}</p>
<p><a href="${escapeHtml(returnUrl)}">${escapeHtml(t.backToShop)}</a></p>`,
  );
}

export function notFoundPage(locale: Locale): string {
  const t = PAGE_MESSAGES[locale];
  return layout(
    locale,
    t.notFoundTitle,
    `<h1>${escapeHtml(t.notFoundTitle)}</h1>
<p>${escapeHtml(t.notFoundText)}</p>`,
  );
}
