import { Link, useShop } from '@shop/shared';
import { Message } from '../intl';
import type { AmbassadorMessageId } from '../messages';

/** What the line under a form asks and where its link goes: the other of signing in and signing up. */
const PROMPT = {
  'sign-in': { question: 'ambassador.landing.haveAccount', action: 'ambassador.signIn.submit' },
  'sign-up': { question: 'ambassador.signIn.noAccount', action: 'ambassador.landing.cta' },
} as const satisfies Record<string, { question: AmbassadorMessageId; action: AmbassadorMessageId }>;

/** "Already have an account? Sign in" (or the other way round): the landing's and the auth pages' last line. */
export function AccountPrompt({ to }: { to: keyof typeof PROMPT }) {
  const { localize } = useShop();
  const { question, action } = PROMPT[to];
  return (
    <p className="ap-muted">
      <Message id={question} />{' '}
      <Link to={localize(`/auth/${to}`)}>
        <Message id={action} />
      </Link>
    </p>
  );
}
