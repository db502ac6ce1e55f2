/**
 * The one way a package's own messages reach its components. A remote declares its catalogue once
 * (`defineIntl(namespace, { en, ru, tr, az })`, a loader per language) and gets:
 *
 * - `catalogue`, for the IntlScope it renders in: each language, English included, is a chunk of its own
 *   fetched only for a visitor who reads it (language-messages.ts). The languages nobody on the page reads
 *   were about a third of the storefront's first-load bytes, and English under another language was what kept
 *   the Russian and Azerbaijani order wizard over the 200 KB budget. Named `messages-<locale>` by the loaders,
 *   the chunk is named by the server among the files that start with the shell's entry
 *   (server/src/plugins/preloads.ts), so it costs no extra round trip.
 * - `useT()` and `<Message>`, react-intl's formatMessage and FormattedMessage typed by the package's own ids
 *   and the common ones, so a wrong or stale id fails `tsc` instead of showing the raw id.
 */
import { type ReactNode, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CommonMessageId } from './common-messages';
import type { LazyCatalogue } from './IntlScope';
import { type LanguageLoaders, languageMessages } from './language-messages';

type PrimitiveValue = string | number | boolean | null | undefined | Date;
type PlainValues = Record<string, PrimitiveValue | ((chunks: string[]) => string)>;
/** Values that render React nodes: rich-text tags (`<b>…</b>`) or elements as arguments. */
type RichValues = Record<string, PrimitiveValue | ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

/** formatMessage by id: plain values give a string, React values give nodes. */
export interface Translate<Id extends string> {
  (id: Id, values?: PlainValues): string;
  (id: Id, values: RichValues): ReactNode;
  /**
   * The text of an id that came from outside, such as a server's `message_id` or error code: undefined when
   * the page's catalogues lack it, so the caller chooses what to show instead. Not for ids in the code.
   */
  ifKnown(id: unknown, values?: PlainValues): string | undefined;
}

export interface MessageProps<Id extends string> {
  id: Id;
  values?: RichValues;
}

function useTranslate(): Translate<string> {
  const intl = useIntl();
  return useMemo(() => {
    function t(id: string, values?: PlainValues): string;
    function t(id: string, values: RichValues): ReactNode;
    function t(id: string, values?: PlainValues | RichValues): ReactNode {
      return intl.formatMessage({ id }, values);
    }
    t.ifKnown = (id: unknown, values?: PlainValues) =>
      typeof id === 'string' && Object.hasOwn(intl.messages, id) ? intl.formatMessage({ id }, values) : undefined;
    return t;
  }, [intl]);
}

/**
 * `useT` and `<Message>` accepting only `Id` and the common ids. The same functions as react-intl's, with
 * narrower types (no wrapper at run time).
 */
export function typedMessages<Id extends string>(): {
  useT: () => Translate<Id | CommonMessageId>;
  Message: (props: MessageProps<Id | CommonMessageId>) => ReactNode;
} {
  return { useT: useTranslate, Message: FormattedMessage };
}

/**
 * A package's messages at run time. Call it once, at module level, in the package's `intl.ts`, with a loader per
 * language (each a chunk `messages-<locale>`, which the server preloads with a page in that language), and render
 * the package in `<IntlScope catalogue={catalogue}>`; the full catalogue, for the checks and the tests, stays in
 * its `messages.ts`.
 */
export function defineIntl<Id extends string>(
  namespace: string,
  load: LanguageLoaders<Id>,
): ReturnType<typeof typedMessages<Id>> & { catalogue: LazyCatalogue } {
  return { catalogue: { namespace, messages: languageMessages(load) }, ...typedMessages<Id>() };
}
