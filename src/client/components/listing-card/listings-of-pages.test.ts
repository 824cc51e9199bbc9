import { describe, expect, it } from 'vitest';
import { listingsOfPages } from './listings-of-pages.ts';

const page = (...ids: number[]) => ({ data: ids.map((id) => ({ id, name: `listing ${id}` })) });

describe('listingsOfPages', () => {
  it('is empty before the first page', () => {
    expect(listingsOfPages(undefined)).toEqual([]);
  });

  it('joins the pages in order', () => {
    expect(listingsOfPages({ pages: [page(5, 3), page(9), page()] }).map((listing) => listing.id)).toEqual([5, 3, 9]);
  });

  it('shows a listing that a later page brings again once, where it was first', () => {
    const listings = listingsOfPages({ pages: [page(5, 3), page(3, 8), page(5, 1)] });
    expect(listings.map((listing) => listing.id)).toEqual([5, 3, 8, 1]);
    expect(listings[1]).toEqual({ id: 3, name: 'listing 3' });
  });
});
