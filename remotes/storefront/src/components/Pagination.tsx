import { Icon, Link } from '@shop/shared';
import type { ReactNode } from 'react';
import { Message, useT } from '../intl';
import { type PageInfo, pageItems, shownRange } from './pagination';
import './pagination.css';

interface PaginationProps {
  info: PageInfo;
  /** The address of a page of results (keeps the other query parameters). */
  hrefFor: (page: number) => string;
}

/** 'Showing 13 to 24 of 30 pages', then previous, page numbers and next as real links. */
export function Pagination({ info, hrefFor }: PaginationProps) {
  const t = useT();
  const { from, to, total } = shownRange(info);
  const current = info.page;
  const last = info.total_pages;
  return (
    <div className="sf-pagination">
      <p className="sf-pagination__status">
        <Message id="storefront.explore.showing" values={{ from, to, total }} />
      </p>
      {last > 1 && (
        <nav aria-label={t('storefront.pagination.label')}>
          <ul className="sf-plain-list sf-pagination__list">
            <li>
              <PageStep page={current - 1} enabled={current > 1} hrefFor={hrefFor} rel="prev">
                <Icon name="arrow-left" />
                <Message id="storefront.pagination.previous" />
              </PageStep>
            </li>
            {pageItems(current, last).map((item, index) =>
              item === 'gap' ? (
                // Two gaps at most, told apart by their place.
                // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own.
                <li key={`gap-${index}`} className="sf-pagination__gap" aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={item}>
                  <Link
                    className="sf-pill sf-pagination__page"
                    to={hrefFor(item)}
                    aria-current={item === current ? 'page' : undefined}
                    aria-label={t('storefront.pagination.page', { page: item })}
                  >
                    {item}
                  </Link>
                </li>
              ),
            )}
            <li>
              <PageStep page={current + 1} enabled={current < last} hrefFor={hrefFor} rel="next">
                <Message id="storefront.pagination.next" />
                <Icon name="arrow-right" />
              </PageStep>
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}

function PageStep({
  page,
  enabled,
  hrefFor,
  rel,
  children,
}: {
  page: number;
  enabled: boolean;
  hrefFor: (page: number) => string;
  rel: 'prev' | 'next';
  children: ReactNode;
}) {
  if (!enabled) {
    // A link to nowhere is no link: shown for a steady layout, but not focusable.
    return (
      <span className="sf-pill sf-pagination__step" aria-disabled="true">
        {children}
      </span>
    );
  }
  return (
    <Link className="sf-pill sf-pagination__step" to={hrefFor(page)} rel={rel}>
      {children}
    </Link>
  );
}
