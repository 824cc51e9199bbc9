/**
 * Showing tours (see the showing_tours migration). Read and written with SQL by the tour
 * services, because booking relies on the exclusion constraint inside one pg transaction; the
 * entities keep the schema check honest.
 */
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Appointment } from '../showings/showing.entity.ts';

export const TourSettings = defineEntity({
  name: 'TourSettings',
  tableName: 'tour_settings',
  properties: {
    id: p.integer().primary().default(1),
    weeklyHours: p.json<({ start: string; end: string } | null)[]>(),
    showingMinutes: p.integer().default(30),
    bufferMinutes: p.integer().default(15),
    updatedAt: p.datetime().defaultRaw('now()'),
  },
});
export type ITourSettings = InferEntity<typeof TourSettings>;

export const AvailabilityBlock = defineEntity({
  name: 'AvailabilityBlock',
  tableName: 'availability_block',
  properties: {
    id: p.integer().primary().autoincrement(),
    startsAt: p.datetime(),
    endsAt: p.datetime(),
    isDayOff: p.boolean().default(false),
    note: p.text().default(''),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});
export type IAvailabilityBlock = InferEntity<typeof AvailabilityBlock>;

export const ShowingTour = defineEntity({
  name: 'ShowingTour',
  tableName: 'showing_tour',
  properties: {
    id: p.integer().primary().autoincrement(),
    appointment: () => p.oneToOne(Appointment).owner().unique().deleteRule('cascade'),
    startsAt: p.datetime(),
    endsAt: p.datetime(),
    busyUntil: p.datetime(),
    status: p.text().$type<'BOOKED' | 'CONFIRMED' | 'CANCELLED'>().default('BOOKED'),
    icsSequence: p.integer().default(0),
    startLabel: p.text(),
    driveSource: p.text().$type<'estimate' | 'routing'>().default('estimate'),
    recheckedAt: p.datetime().nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
    updatedAt: p.datetime().defaultRaw('now()'),
  },
});
export type IShowingTour = InferEntity<typeof ShowingTour>;
