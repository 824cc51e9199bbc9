import { describe, expect, it } from 'vitest';
import { addressKey, transactionKind, unitKey } from './property-address.ts';

describe('addressKey', () => {
  it('folds street types, directions, case and punctuation to one spelling', () => {
    expect(addressKey('123 Main St', 'Toronto')).toBe(addressKey('123 Main Street', 'toronto'));
    expect(addressKey('55 Bloor St. W.', 'Toronto')).toBe(addressKey('55 BLOOR STREET WEST', 'Toronto'));
    expect(addressKey('9 Saint Clair Avenue East', 'Toronto')).toBe(addressKey('9 St Clair Ave E', 'Toronto'));
    expect(addressKey('10 Elm Crescent', 'Mississauga')).toBe('10 elm cres|mississauga');
    expect(addressKey('7 Ôtter Road', 'Brampton')).toBe(addressKey('7 Otter Rd', 'Brampton'));
  });

  it('keeps what tells homes apart: the number, the street, the municipality and the direction', () => {
    expect(addressKey('123 Main St', 'Toronto')).not.toBe(addressKey('125 Main St', 'Toronto'));
    expect(addressKey('123 Main St', 'Toronto')).not.toBe(addressKey('123 Main Ave', 'Toronto'));
    expect(addressKey('123 Main St', 'Toronto')).not.toBe(addressKey('123 Main St', 'Markham'));
    expect(addressKey('55 Bloor St W', 'Toronto')).not.toBe(addressKey('55 Bloor St E', 'Toronto'));
  });

  it('is empty without a street or a municipality', () => {
    expect(addressKey('', 'Toronto')).toBe('');
    expect(addressKey(' , ', 'Toronto')).toBe('');
    expect(addressKey('123 Main St', null)).toBe('');
  });
});

describe('unitKey', () => {
  it('reads a unit however it is written', () => {
    expect(['Unit 05', '#5', 'Apt. 5', 'PH 12', '1205', null].map(unitKey)).toEqual(['5', '5', '5', '12', '1205', '']);
    expect(unitKey('1205')).not.toBe(unitKey('1206'));
  });
});

describe('transactionKind', () => {
  it('counts a sub-lease as a lease', () => {
    expect((['Sale', 'Lease', 'Sub-Lease'] as const).map(transactionKind)).toEqual(['sale', 'lease', 'lease']);
  });
});
