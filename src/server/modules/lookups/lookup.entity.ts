import { p, type InferEntity } from '@mikro-orm/core';
import { defineSerialEntity, createdAtColumn } from '#server/db/entity-columns.ts';

export const Municipality = defineSerialEntity('Municipality', 'municipality', {
  name: p.text(),
  region: p.text().nullable(),
  latitude: p.double().$type<number>(),
  longitude: p.double().$type<number>(),
  createdAt: createdAtColumn(),
});
export type IMunicipality = InferEntity<typeof Municipality>;

export const PropertyType = defineSerialEntity('PropertyType', 'property_type', {
  propType: p.text(),
});
export type IPropertyType = InferEntity<typeof PropertyType>;

export const ListingType = defineSerialEntity('ListingType', 'listing_type', {
  type: p.text(),
});
export type IListingType = InferEntity<typeof ListingType>;
