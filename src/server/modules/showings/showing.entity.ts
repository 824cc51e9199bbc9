/** Appointments booked from a visitor's showing list, their entries, and visitors' feedback. */
import { p, type InferEntity } from '@mikro-orm/core';
import { defineSerialEntity, createdAtColumn, timestampColumns } from '#server/db/entity-columns.ts';
import { Listing } from '../listings/listing.entity.ts';

export const Appointment = defineSerialEntity('Appointment', 'appointment', {
  fullName: p.text(),
  emailAddress: p.text(),
  phoneNumber: p.text().nullable(),
  message: p.text(),
  appointment: p.text().nullable(),
  appointmentAt: p.datetime().nullable(),
  urlCode: p.text(),
  status: p.text().$type<'NEW' | 'ACCEPTED' | 'COMPLETED'>().default('NEW'),
  entries: () => p.oneToMany(ShowingEntry).mappedBy('appointment').orderBy({ sn: 'asc' }),
  ...timestampColumns(),
});
export type IAppointment = InferEntity<typeof Appointment>;

export const ShowingEntry = defineSerialEntity('ShowingEntry', 'showing_entry', {
  appointment: () => p.manyToOne(Appointment).deleteRule('cascade'),
  listing: () => p.manyToOne(Listing).nullable().deleteRule('set null'),
  sn: p.integer().default(0),
  mls: p.text().nullable(),
  address: p.text().nullable(),
  municipality: p.text().nullable(),
  price: p.decimal('number').precision(14).scale(2).nullable(),
  propertyType: p.text().nullable(),
  latitude: p.double().$type<number>().nullable(),
  longitude: p.double().$type<number>().nullable(),
  availableTime: p.datetime().nullable(),
  /** On the agent's available list of the appointment, with or without a time yet. */
  isListed: p.boolean().default(false),
  /** On a planned tour: minutes of driving from the previous stop (or the tour's start place). */
  driveMinutes: p.integer().nullable(),
  /** The home had no exact coordinates and was placed at its community's centre. */
  isApproximate: p.boolean().default(false),
  /** Set by the pre-tour check when the home went conditional, sold or off the market. */
  statusFlag: p.text().nullable(),
  rating: p.decimal('number').precision(2).scale(1).nullable(),
  comment: p.text().nullable(),
});
export type IShowingEntry = InferEntity<typeof ShowingEntry>;

export const Comment = defineSerialEntity('Comment', 'comment', {
  appointment: () => p.manyToOne(Appointment).nullable().deleteRule('set null'),
  listing: () => p.manyToOne(Listing).nullable().deleteRule('set null'),
  mls: p.text().nullable(),
  address: p.text().nullable(),
  customerName: p.text(),
  customerEmail: p.text(),
  rating: p.decimal('number').precision(2).scale(1).nullable(),
  comment: p.text().nullable(),
  createdAt: createdAtColumn(),
});
export type IComment = InferEntity<typeof Comment>;
