/** What visitors send: property enquiries and general contact inquiries. */
import { p, type InferEntity } from '@mikro-orm/core';
import { defineSerialEntity, createdAtColumn, timestampColumns } from '#server/db/entity-columns.ts';
import { Listing } from '../listings/listing.entity.ts';

export const Enquiry = defineSerialEntity('Enquiry', 'enquiry', {
  listing: () => p.manyToOne(Listing).nullable().deleteRule('set null'),
  propertyType: p.text().nullable(),
  fullName: p.text(),
  emailAddress: p.text(),
  phoneNumber: p.text().nullable(),
  enquiry: p.text(),
  status: p.text().$type<'NEW' | 'ACCEPTED' | 'COMPLETED'>().default('NEW'),
  ...timestampColumns(),
});
export type IEnquiry = InferEntity<typeof Enquiry>;

export const ContactInquiry = defineSerialEntity('ContactInquiry', 'contact_inquiry', {
  firstname: p.text(),
  lastname: p.text(),
  emailAddress: p.text(),
  phoneNumber: p.text().nullable(),
  enquiry: p.text(),
  createdAt: createdAtColumn(),
});
export type IContactInquiry = InferEntity<typeof ContactInquiry>;
