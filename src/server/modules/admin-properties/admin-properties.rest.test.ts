import { describe, expect, it } from 'vitest';
import { ZOwnPropertyInput } from '#shared/schemas/admin-property.schema.ts';
import { toOwnPropertyInput } from './admin-properties.rest.ts';

describe('the own-property payload of POST /api/admin/properties/own/new', () => {
  it('flattens the nested detail record, resolves its second names and takes the save input’s names', () => {
    const input = toOwnPropertyInput({
      Ml_num: 'a1',
      Addr: '1 Main St',
      rooms_list: [{ width: '3' }],
      propert_details: [{ Br: '3', Yr: '2025', Pvt_ent: 'Y', Style: '2-Storey' }],
    });
    expect(input).toEqual({
      Br: '3',
      Yr: '2025',
      Pvt_ent: 'Y',
      style: '2-Storey',
      mlsNumber: 'a1',
      address: '1 Main St',
      roomGroups: [{ width: '3' }],
      beds: '3',
      taxYear: '2025',
      separateEntrance: 'Y',
    });
    expect(ZOwnPropertyInput.safeParse(input).error?.issues.map((issue) => issue.path[0])).not.toContain('beds');
  });

  it('ignores a domain name sent in a legacy body, as the legacy schema did', () => {
    expect(toOwnPropertyInput({ Addr: '1 Main St', address: 'elsewhere', beds: 9, latitude: 43.7 })).toEqual({ address: '1 Main St', latitude: 43.7 });
  });

  it('passes anything but an object on for the schema to refuse', () => {
    expect(toOwnPropertyInput([1])).toEqual([1]);
    expect(toOwnPropertyInput(null)).toBeNull();
  });
});
