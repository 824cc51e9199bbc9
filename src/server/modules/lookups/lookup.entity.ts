import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtColumn } from '#server/db/entity-columns.ts';

export const Municipality = defineEntity({
  name: 'Municipality',
  tableName: 'municipality',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.text(),
    region: p.text().nullable(),
    latitude: p.double().$type<number>(),
    longitude: p.double().$type<number>(),
    createdAt: createdAtColumn(),
  },
});
export type IMunicipality = InferEntity<typeof Municipality>;

export const PropertyType = defineEntity({
  name: 'PropertyType',
  tableName: 'property_type',
  properties: {
    id: p.integer().primary().autoincrement(),
    propType: p.text(),
  },
});
export type IPropertyType = InferEntity<typeof PropertyType>;

export const ListingType = defineEntity({
  name: 'ListingType',
  tableName: 'listing_type',
  properties: {
    id: p.integer().primary().autoincrement(),
    type: p.text(),
  },
});
export type IListingType = InferEntity<typeof ListingType>;
