import { describe, expect, it } from 'vitest';
import { argsFromSearch, sortOrderOf, tableChanges, withChanges } from './list-params';

describe('back-office table state in the URL', () => {
  it('sends only the filters that have a value', () => {
    expect(argsFromSearch(new URLSearchParams('q=%20SB-1%20&status=&page=2'))).toEqual({ q: 'SB-1', page: '2' });
  });

  it('starts a new filter at page 1 and removes emptied filters', () => {
    const next = withChanges(new URLSearchParams('page=3&status=paid&q=old'), { q: 'new', status: '' });
    expect(next.toString()).toBe('q=new');
  });

  it('turns antd paging and sorting into the API query, defaults left out', () => {
    const search = new URLSearchParams('q=x');
    expect(tableChanges(search, { current: 2, pageSize: 20, field: 'total', order: 'ascend' })).toEqual({
      page: '2',
      per_page: undefined,
      sort: 'total',
      order: 'asc',
    });
    // A new page size goes back to the first page; clearing the sort clears both keys.
    expect(tableChanges(new URLSearchParams('page=4'), { current: 4, pageSize: 50, order: null })).toEqual({
      page: undefined,
      per_page: '50',
      sort: undefined,
      order: undefined,
    });
  });

  it('shows the sort arrow of the sorted column only', () => {
    const search = new URLSearchParams('sort=created_at&order=asc');
    expect(sortOrderOf(search, 'created_at')).toBe('ascend');
    expect(sortOrderOf(search, 'total')).toBeNull();
    expect(sortOrderOf(new URLSearchParams('sort=total'), 'total')).toBe('descend');
  });
});
