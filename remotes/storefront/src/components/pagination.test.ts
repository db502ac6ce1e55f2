import { describe, expect, it } from 'vitest';
import { pageItems, shownRange } from './pagination';

describe('shownRange', () => {
  it('counts the items of the page from 1', () => {
    expect(shownRange({ page: 1, per_page: 12, total: 30, total_pages: 3 })).toEqual({ from: 1, to: 12, total: 30 });
    expect(shownRange({ page: 2, per_page: 12, total: 30, total_pages: 3 })).toEqual({ from: 13, to: 24, total: 30 });
  });

  it('stops at the last item on the last page', () => {
    expect(shownRange({ page: 3, per_page: 12, total: 30, total_pages: 3 })).toEqual({ from: 25, to: 30, total: 30 });
    expect(shownRange({ page: 1, per_page: 12, total: 5, total_pages: 1 })).toEqual({ from: 1, to: 5, total: 5 });
    expect(shownRange({ page: 2, per_page: 12, total: 24, total_pages: 2 })).toEqual({ from: 13, to: 24, total: 24 });
  });

  it('shows 0 to 0 with no items or past the end', () => {
    expect(shownRange({ page: 1, per_page: 12, total: 0, total_pages: 0 })).toEqual({ from: 0, to: 0, total: 0 });
    expect(shownRange({ page: 4, per_page: 12, total: 30, total_pages: 3 })).toEqual({ from: 0, to: 0, total: 30 });
  });
});

describe('pageItems', () => {
  it('lists every page when they fit', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('leaves gaps around the current page', () => {
    expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
  });

  it('never lets a gap stand for one page, keeping seven items', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
    expect(pageItems(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageItems(3, 8)).toEqual([1, 2, 3, 4, 5, 'gap', 8]);
  });

  it('clamps a current page out of range', () => {
    expect(pageItems(99, 20)).toEqual(pageItems(20, 20));
    expect(pageItems(-1, 20)).toEqual(pageItems(1, 20));
  });
});
