import { describe, expect, it } from 'vitest';
import { isOnMarket, marketStatusOf } from './reso-dictionary.ts';

describe('marketStatusOf', () => {
  it('reads PropTx MlsStatus values', () => {
    expect(marketStatusOf({ MlsStatus: 'New', ContractStatus: 'Available' }, 'Sale')).toBe('active');
    expect(marketStatusOf({ MlsStatus: 'Price Change' }, 'Sale')).toBe('active');
    expect(marketStatusOf({ MlsStatus: 'Extension' }, 'Sale')).toBe('active');
    expect(marketStatusOf({ MlsStatus: 'Deal Fell Through' }, 'Sale')).toBe('active');
    expect(marketStatusOf({ MlsStatus: 'Sold Conditional', ContractStatus: 'Unavailable' }, 'Sale')).toBe('conditional');
    expect(marketStatusOf({ MlsStatus: 'Leased Conditional' }, 'Lease')).toBe('conditional');
    expect(marketStatusOf({ MlsStatus: 'Sold', StandardStatus: 'Closed' }, 'Sale')).toBe('sold');
    expect(marketStatusOf({ MlsStatus: 'Leased', StandardStatus: 'Closed' }, 'Lease')).toBe('leased');
    expect(marketStatusOf({ MlsStatus: 'Expired' }, 'Sale')).toBe('expired');
    expect(marketStatusOf({ MlsStatus: 'Terminated' }, 'Lease')).toBe('terminated');
    expect(marketStatusOf({ MlsStatus: 'suspended' }, 'Sale')).toBe('suspended');
  });

  it('reads the Data Dictionary StandardStatus when MlsStatus says nothing', () => {
    expect(marketStatusOf({ StandardStatus: 'Active' }, 'Sale')).toBe('active');
    expect(marketStatusOf({ StandardStatus: 'Pending' }, 'Sale')).toBe('conditional');
    expect(marketStatusOf({ StandardStatus: 'Active Under Contract' }, 'Sale')).toBe('conditional');
    expect(marketStatusOf({ StandardStatus: 'Closed' }, 'Sale')).toBe('sold');
    expect(marketStatusOf({ StandardStatus: 'Closed' }, 'Sub-Lease')).toBe('leased');
    expect(marketStatusOf({ StandardStatus: 'Expired' }, 'Sale')).toBe('expired');
    expect(marketStatusOf({ StandardStatus: 'Canceled' }, 'Sale')).toBe('terminated');
    expect(marketStatusOf({ StandardStatus: 'Withdrawn' }, 'Sale')).toBe('terminated');
    expect(marketStatusOf({ StandardStatus: 'Hold' }, 'Sale')).toBe('suspended');
    expect(marketStatusOf({ MlsStatus: 'Something New', StandardStatus: 'Closed' }, 'Lease')).toBe('leased');
  });

  it("reads the legacy TREB export's last-status codes", () => {
    expect(marketStatusOf({ MlsStatus: 'Sld', ContractStatus: 'Unavailable' }, 'Sale')).toBe('sold');
    expect(marketStatusOf({ MlsStatus: 'Sc' }, 'Sale')).toBe('conditional');
    expect(marketStatusOf({ MlsStatus: 'Exp' }, 'Sale')).toBe('expired');
    expect(marketStatusOf({ MlsStatus: 'Pc' }, 'Sale')).toBe('active');
  });

  it('takes an unavailable contract for terminated and a record without status for active', () => {
    expect(marketStatusOf({ ContractStatus: 'Unavailable' }, 'Sale')).toBe('terminated');
    expect(marketStatusOf({}, 'Sale')).toBe('active');
  });

  it('agrees with isOnMarket: a listing on the public site is active', () => {
    const cases = [{ MlsStatus: 'New' }, { MlsStatus: 'Sold Conditional' }, { StandardStatus: 'Pending' }, { MlsStatus: 'Expired' }, {}];
    for (const record of cases) if (isOnMarket(record)) expect(marketStatusOf(record, 'Sale')).toBe('active');
  });
});
