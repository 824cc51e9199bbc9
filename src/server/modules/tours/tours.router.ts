/**
 * Showing tours over tRPC only (no REST path is documented for them): the visitor's plan, free
 * slots and booking are public; availability, the calendar and changes to tours are admin-only.
 * The public slot answer lists free start times and nothing about other bookings.
 */
import { z } from 'zod';
import { HONEYPOT_FIELD } from '#shared/schemas/messages.schema.ts';
import {
  TOUR_BOOKED,
  ZAdminTour,
  ZBlock,
  ZBlockIdInput,
  ZBlockInput,
  ZCalendar,
  ZCalendarInput,
  ZTourBooked,
  ZTourBookInput,
  ZTourIdInput,
  ZTourMoveInput,
  ZTourPlan,
  ZTourPlanInput,
  ZTourSettings,
  ZTourSlots,
  ZTourSlotsInput,
} from '#shared/schemas/tours.schema.ts';
import { adminProcedure, publicProcedure, router } from '../../trpc/init.ts';
import { admitVisitorSubmission } from '../messages/visitor-guard.ts';
import { generateUrlCode } from '../showings/url-code.ts';
import { addBlock, loadTourSettings, removeBlock, saveTourSettings, slotsFor } from './availability.service.ts';
import { cancelTour, confirmTour, moveTour, tourCalendar } from './tour-admin.service.ts';
import { bookTour } from './tour-booking.service.ts';
import { planTour } from './tour-plan.ts';

export const toursRouter = router({
  plan: publicProcedure
    .input(ZTourPlanInput)
    .output(ZTourPlan)
    .query(async ({ ctx, input }) => {
      const settings = await loadTourSettings(ctx.services.pool);
      return (await planTour(ctx.services.pool, { routingUrl: ctx.services.config.env.ROUTING_URL, showingMinutes: settings.showingMinutes }, input)).plan;
    }),
  slots: publicProcedure
    .input(ZTourSlotsInput)
    .output(ZTourSlots)
    .query(async ({ ctx, input }) => ({ day: input.day, slots: await slotsFor(ctx.services.pool, input.day, input.tourMinutes, new Date()) })),
  book: publicProcedure
    .input(ZTourBookInput)
    .output(ZTourBooked)
    .mutation(async ({ ctx, input }) => {
      if (await admitVisitorSubmission(ctx.services, 'appointment', ctx.request.ip, input[HONEYPOT_FIELD])) return bookTour(ctx.services, input);
      // A bot filling the honeypot is answered as if it had booked; nothing is stored.
      return { status: 'ok' as const, message: TOUR_BOOKED, urlCode: generateUrlCode(), appointment: '', tourMinutes: 0 };
    }),

  settings: adminProcedure.output(ZTourSettings).query(({ ctx }) => loadTourSettings(ctx.services.pool)),
  saveSettings: adminProcedure
    .input(ZTourSettings)
    .output(ZTourSettings)
    .mutation(({ ctx, input }) => saveTourSettings(ctx.services.pool, input)),
  addBlock: adminProcedure
    .input(ZBlockInput)
    .output(ZBlock)
    .mutation(({ ctx, input }) => addBlock(ctx.services.pool, input)),
  removeBlock: adminProcedure
    .input(ZBlockIdInput)
    .output(z.object({ status: z.literal('ok') }))
    .mutation(async ({ ctx, input }) => {
      await removeBlock(ctx.services.pool, input.blockId);
      return { status: 'ok' as const };
    }),
  calendar: adminProcedure
    .input(ZCalendarInput)
    .output(ZCalendar)
    .query(({ ctx, input }) => tourCalendar(ctx.services.pool, input.day, input.view)),
  /** Free starts for moving a tour: its own time does not count as busy. */
  moveSlots: adminProcedure
    .input(ZTourSlotsInput.extend({ tourId: ZTourIdInput.shape.tourId }))
    .output(ZTourSlots)
    .query(async ({ ctx, input }) => ({ day: input.day, slots: await slotsFor(ctx.services.pool, input.day, input.tourMinutes, new Date(), input.tourId) })),
  confirm: adminProcedure
    .input(ZTourIdInput)
    .output(ZAdminTour)
    .mutation(({ ctx, input }) => confirmTour(ctx.services, input.tourId)),
  move: adminProcedure
    .input(ZTourMoveInput)
    .output(ZAdminTour)
    .mutation(({ ctx, input }) => moveTour(ctx.services, input.tourId, input.slotAt)),
  cancel: adminProcedure
    .input(ZTourIdInput)
    .output(ZAdminTour)
    .mutation(({ ctx, input }) => cancelTour(ctx.services, input.tourId)),
});
