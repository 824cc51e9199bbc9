import { describe, expect, it } from 'vitest';
import { MUNICIPALITY_MISSING } from '#shared/schemas/admin-property.schema.ts';
import { classForType, emptyPropertyForm, payloadOf, resizeRooms, validateProperty } from './property-form-model.ts';

describe('the own-property form model', () => {
  it('makes one room group per counted room and keeps what was typed when the count grows back', () => {
    const rooms = resizeRooms([], '3');
    expect(rooms).toHaveLength(3);
    const typed = [{ name: 'Kitchen', level: 'Main', width: '3', length: '4', size: 'Large' }, ...rooms.slice(1)];
    expect(resizeRooms(typed, '1')).toEqual([typed[0]]);
    expect(resizeRooms(typed, 'x')).toEqual([]);
    expect(resizeRooms(typed, '500')).toHaveLength(40);
  });

  it('suggests the class from the building type', () => {
    expect(classForType('condo')).toBe('condo');
    expect(classForType('Office')).toBe('commercial');
    expect(classForType('Farm')).toBe('resedential');
    expect(classForType('Detached')).toBe('resedential');
  });

  it('validates with the server schema: the spec messages, and room dimensions by position', () => {
    const errors = validateProperty(payloadOf(emptyPropertyForm(), [{ name: '', level: '', width: 'wide', length: '', size: '' }], { actionType: 'added' }));
    expect(errors).toMatchObject({ mlsNumber: 'Required', walkScore: 'Required', municipality: MUNICIPALITY_MISSING, 'roomGroups.0.width': 'Enter a number.' });
  });
});
