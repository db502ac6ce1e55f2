import type { ReactNode } from 'react';
import { Message } from '../intl';
import type { CheckoutMessageId } from '../messages';

/** A label and what stands for it (what the visitor entered, or the order's number, book, total). */
export type Fact = [CheckoutMessageId, ReactNode];

/** Labelled facts as a description list: the confirm step's summary and the result pages' order. */
export function Facts({ items, className }: { items: readonly Fact[]; className?: string }) {
  return (
    <dl className={className ? `co-facts ${className}` : 'co-facts'}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>
            <Message id={label} />
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A shipping address as typed, line by line (the parent's line breaks are kept and shown). */
export function Address({ text }: { text: string | null | undefined }) {
  return <span className="co-address">{text ?? ''}</span>;
}
