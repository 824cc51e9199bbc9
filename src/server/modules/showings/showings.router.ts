import { z } from 'zod';
import { HONEYPOT_FIELD } from '#shared/schemas/messages.schema.ts';
import {
  APPOINTMENT_CREATED,
  LATEST_COMMENTS_COUNT,
  ZAdminAppointment,
  ZAdminComment,
  ZAdminCommentSummary,
  ZAppointmentCreated,
  ZAppointmentFilterInput,
  ZAppointmentInput,
  ZAppointmentReplyInput,
  ZCommentInput,
  ZCommentSearchInput,
  ZMlsInput,
  ZListingIdInput,
  ZPublicAppointment,
  ZPublicComment,
  ZPublicCommentSummary,
  ZSaveShowingListInput,
  ZUrlCodeInput,
} from '#shared/schemas/showings.schema.ts';
import { ZOkAnswer, okAnswer } from '#shared/schemas/ok-answer.ts';
import { adminAction } from '../../trpc/admin-action.ts';
import { adminProcedure, publicProcedure, router } from '../../trpc/init.ts';
import { admitVisitorSubmission } from '../messages/visitor-guard.ts';
import { LIST_SAVED, answerAppointment, bookAppointment, listAppointments, publicAppointment, saveShowingList } from './appointments.service.ts';
import { latestAdminComments, latestPublicComments, mlsComments, propertyComments, saveComments, searchComments } from './comments.service.ts';
import { generateUrlCode } from './url-code.ts';

/** How many comments the public feedback list shows. */
const PUBLIC_COMMENTS_COUNT = 20;
export const FEEDBACK_SAVED = 'Thank you for your feedback';

export const showingsRouter = router({
  book: publicProcedure
    .input(ZAppointmentInput)
    .output(ZAppointmentCreated)
    .mutation(async ({ ctx, input }) => {
      if (await admitVisitorSubmission(ctx.services, 'appointment', ctx.request.ip, input[HONEYPOT_FIELD])) return bookAppointment(ctx.services, input);
      return { ...okAnswer(APPOINTMENT_CREATED), urlCode: generateUrlCode(), appointment: input.appointment };
    }),
  appointment: publicProcedure
    .input(ZUrlCodeInput)
    .output(ZPublicAppointment)
    .query(({ ctx, input }) => publicAppointment(ctx.em, input.urlCode)),
  rate: publicProcedure
    .input(ZCommentInput)
    .output(ZOkAnswer.extend({ saved: z.number() }))
    .mutation(async ({ ctx, input }) => {
      await admitVisitorSubmission(ctx.services, 'comment', ctx.request.ip, undefined);
      return { ...okAnswer(FEEDBACK_SAVED), saved: await saveComments(ctx.em, input) };
    }),
  comments: publicProcedure.output(z.array(ZPublicComment)).query(({ ctx }) => latestPublicComments(ctx.em, PUBLIC_COMMENTS_COUNT)),
  commentsByMls: publicProcedure
    .input(ZMlsInput)
    .output(ZPublicCommentSummary)
    .query(({ ctx, input }) => mlsComments(ctx.em, input.mls)),

  appointments: adminProcedure
    .input(ZAppointmentFilterInput)
    .output(z.array(ZAdminAppointment))
    .query(({ ctx, input }) => listAppointments(ctx.em, input.status)),
  answerAppointment: adminProcedure
    .input(ZAppointmentReplyInput)
    .output(ZOkAnswer.extend({ appointmentStatus: z.enum(['ACCEPTED', 'COMPLETED']) }))
    .mutation(async ({ ctx, input }) => ({ status: 'ok' as const, ...(await answerAppointment(ctx.services, input)) })),
  saveShowingList: adminAction(ZSaveShowingListInput, LIST_SAVED, ({ em }, input) => saveShowingList(em, input)),
  adminComments: adminProcedure.output(z.array(ZAdminComment)).query(({ ctx }) => latestAdminComments(ctx.em, LATEST_COMMENTS_COUNT)),
  searchComments: adminProcedure
    .input(ZCommentSearchInput)
    .output(z.array(ZAdminComment))
    .query(({ ctx, input }) => searchComments(ctx.em, input.q, LATEST_COMMENTS_COUNT)),
  propertyComments: adminProcedure
    .input(ZListingIdInput)
    .output(ZAdminCommentSummary)
    .query(({ ctx, input }) => propertyComments(ctx.em, input.listingId)),
});
