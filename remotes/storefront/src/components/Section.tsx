import type { ReactNode } from 'react';
import { Message } from '../intl';
import type { StorefrontMessageId } from '../messages/en';

interface SectionProps {
  /** Names the heading's id (`sf-<id>-title`), by which the section is labelled for assistive technology. */
  id: string;
  title: StorefrontMessageId;
  lead?: StorefrontMessageId;
  /** Next to the heading, e.g. a "see all" link. */
  aside?: ReactNode;
  children: ReactNode;
}

/** One section of a storefront page: a labelled region with its heading and an optional lead. */
export function Section({ id, title, lead, aside, children }: SectionProps) {
  const titleId = `sf-${id}-title`;
  const heading = (
    <h2 id={titleId} className="sf-section__title">
      <Message id={title} />
    </h2>
  );
  return (
    <section className="sf-section" aria-labelledby={titleId}>
      {aside ? (
        <div className="sf-section__head">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {lead && (
        <p className="sf-section__lead">
          <Message id={lead} />
        </p>
      )}
      {children}
    </section>
  );
}
