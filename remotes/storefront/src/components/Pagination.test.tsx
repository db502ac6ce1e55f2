import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render';
import { Pagination } from './Pagination';

const hrefFor = (page: number) => `/explore?page=${page}`;

describe('Pagination', () => {
  it("says 'Showing {from} to {to} of {total} pages' with item numbers", () => {
    renderPage(<Pagination info={{ page: 2, per_page: 12, total: 30, total_pages: 3 }} hrefFor={hrefFor} />);
    expect(screen.getByText('Showing 13 to 24 of 30 pages')).toBeDefined();
  });

  it('counts the last, partial page to the last item', () => {
    renderPage(<Pagination info={{ page: 3, per_page: 12, total: 30, total_pages: 3 }} hrefFor={hrefFor} />);
    expect(screen.getByText('Showing 25 to 30 of 30 pages')).toBeDefined();
  });

  it('links previous, next and every page, marking the current one', () => {
    renderPage(<Pagination info={{ page: 2, per_page: 12, total: 30, total_pages: 3 }} hrefFor={hrefFor} />);
    const nav = screen.getByRole('navigation', { name: 'Pages of results' });
    expect(nav).toBeDefined();
    expect(screen.getByRole('link', { name: /Previous/ }).getAttribute('href')).toBe('/explore?page=1');
    expect(screen.getByRole('link', { name: /Next/ }).getAttribute('href')).toBe('/explore?page=3');
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows no link to before the first or after the last page', () => {
    renderPage(<Pagination info={{ page: 1, per_page: 12, total: 30, total_pages: 3 }} hrefFor={hrefFor} />);
    expect(screen.queryByRole('link', { name: /Previous/ })).toBeNull();
    expect(screen.getByText('Previous').closest('[aria-disabled="true"]')).not.toBeNull();
    expect(screen.getByText('Showing 1 to 12 of 30 pages')).toBeDefined();
  });

  it('shows only the text when everything fits on one page', () => {
    renderPage(<Pagination info={{ page: 1, per_page: 12, total: 5, total_pages: 1 }} hrefFor={hrefFor} />);
    expect(screen.getByText('Showing 1 to 5 of 5 pages')).toBeDefined();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('reads naturally in Azerbaijani', () => {
    renderPage(<Pagination info={{ page: 2, per_page: 12, total: 30, total_pages: 3 }} hrefFor={hrefFor} />, {
      locale: 'az',
    });
    expect(screen.getByText('30 nəticədən 13–24 arası göstərilir')).toBeDefined();
    expect(screen.getByRole('link', { name: /Növbəti/ })).toBeDefined();
  });
});
