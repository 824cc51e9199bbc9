// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { currentToasts, dismissToast } from '../components/toast/toast-store.ts';
import {
  SHOWINGS_STORAGE_KEY,
  addToShowingList,
  clearShowingList,
  isInShowingList,
  parseShowingList,
  readShowingList,
  removeFromShowingList,
} from './showing-list.ts';

const home = (id: number) => ({
  listingId: id,
  mls: `C${id}`,
  address: `${id} King St W`,
  municipality: 'Toronto',
  price: 899000,
  listingClass: 'resedential',
  latitude: 43.6,
  longitude: -79.4,
  url: null,
});
const lastToast = () => currentToasts().at(-1);

afterEach(() => {
  localStorage.clear();
  for (const toast of currentToasts()) dismissToast(toast.id);
});

describe('the showing list in browser storage', () => {
  it('adds once per listing and says so with the spec toasts', () => {
    expect(addToShowingList(home(1))).toBe('added');
    expect(lastToast()).toMatchObject({ message: 'Property added to showings list.', variant: 'success' });
    expect(addToShowingList({ ...home(1), address: 'other' })).toBe('duplicate');
    expect(lastToast()).toMatchObject({ title: 'Already Exist', message: 'Property already in showings list.', variant: 'warning' });
    expect(readShowingList()).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(SHOWINGS_STORAGE_KEY)!)[0]).toMatchObject({ listingId: 1, address: '1 King St W' });
  });

  it('removes by listing id and clears', () => {
    addToShowingList(home(1), { notify: false });
    addToShowingList(home(2), { notify: false });
    expect(currentToasts()).toHaveLength(0);
    removeFromShowingList(1);
    expect(readShowingList().map((entry) => entry.listingId)).toEqual([2]);
    expect(isInShowingList(2)).toBe(true);
    clearShowingList();
    expect(readShowingList()).toEqual([]);
    expect(localStorage.getItem(SHOWINGS_STORAGE_KEY)).toBeNull();
  });

  it('returns the same array while storage is unchanged (for useSyncExternalStore)', () => {
    addToShowingList(home(3), { notify: false });
    expect(readShowingList()).toBe(readShowingList());
  });

  it('drops entries it cannot read instead of failing', () => {
    expect(parseShowingList('not json')).toEqual([]);
    expect(parseShowingList('{"a":1}')).toEqual([]);
    const entries = parseShowingList(JSON.stringify([home(4), { address: 'no id' }, { listingId: '5', address: '5 Bay St', price: '1,250,000', rating: 4.5 }]));
    expect(entries.map((entry) => [entry.listingId, entry.price])).toEqual([
      [4, 899000],
      [5, 1250000],
    ]);
  });

  it('reads a list stored by an earlier version under the legacy names (property_id, propertyType)', () => {
    localStorage.setItem(SHOWINGS_STORAGE_KEY, JSON.stringify([{ property_id: 6, address: '6 Bay St', propertyType: 'condo' }]));
    expect(readShowingList()).toEqual([expect.objectContaining({ listingId: 6, address: '6 Bay St', listingClass: 'condo' })]);
    expect(readShowingList()[0]).not.toHaveProperty('property_id');
    expect(isInShowingList(6)).toBe(true);
    expect(addToShowingList({ ...home(6) }, { notify: false })).toBe('duplicate');
  });
});
