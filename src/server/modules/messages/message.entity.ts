/** What visitors send: property enquiries and general contact inquiries. */
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtColumn, updatedAtColumn } from '#server/db/entity-columns.ts';
import { Listing } from '../listings/listing.entity.ts';

export const Enquiry = defineEntity({
  name: 'Enquiry',
  tableName: 'enquiry',
  properties: {
    id: p.integer().primary().autoincrement(),
    listing: () => p.manyToOne(Listing).nullable().deleteRule('set null'),
    propertyType: p.text().nullable(),
    fullName: p.text(),
    emailAddress: p.text(),
    phoneNumber: p.text().nullable(),
    enquiry: p.text(),
    status: p.text().$type<'NEW' | 'ACCEPTED' | 'COMPLETED'>().default('NEW'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});
export type IEnquiry = InferEntity<typeof Enquiry>;

export const ContactInquiry = defineEntity({
  name: 'ContactInquiry',
  tableName: 'contact_inquiry',
  properties: {
    id: p.integer().primary().autoincrement(),
    firstname: p.text(),
    lastname: p.text(),
    emailAddress: p.text(),
    phoneNumber: p.text().nullable(),
    enquiry: p.text(),
    createdAt: createdAtColumn(),
  },
});
export type IContactInquiry = InferEntity<typeof ContactInquiry>;
