import { z } from 'zod';
import {
  MESSAGE_SENT,
  ZAgentEnquiryInput,
  ZContactInquiryInput,
  ZContactMessageRow,
  ZEnquiryReplyInput,
  ZEnquiryRow,
  ZPropertyEnquiryInput,
} from '#shared/schemas/messages.schema.ts';
import { ZOkAnswer, okAnswer } from '#shared/schemas/ok-answer.ts';
import { adminProcedure, router } from '../../trpc/init.ts';
import { answerEnquiry, listContactMessages, listEnquiries, saveContactInquiry, saveEnquiry } from './messages.service.ts';
import { visitorSubmission } from './visitor-guard.ts';

const sent = okAnswer(MESSAGE_SENT);

export const messagesRouter = router({
  sendContact: visitorSubmission('contact', ZContactInquiryInput, sent, saveContactInquiry),
  sendEnquiry: visitorSubmission('enquiry', ZPropertyEnquiryInput, sent, (services, input) => saveEnquiry(services, input, { notifyAgent: true })),
  enquiries: adminProcedure.output(z.array(ZEnquiryRow)).query(({ ctx }) => listEnquiries(ctx.em)),
  contactMessages: adminProcedure.output(z.array(ZContactMessageRow)).query(({ ctx }) => listContactMessages(ctx.em)),
  answerEnquiry: adminProcedure
    .input(ZEnquiryReplyInput)
    .output(ZOkAnswer.extend({ enquiryStatus: z.enum(['ACCEPTED', 'COMPLETED']) }))
    .mutation(async ({ ctx, input }) => ({ status: 'ok' as const, ...(await answerEnquiry(ctx.services, input)) })),
  logEnquiry: adminProcedure
    .input(ZAgentEnquiryInput)
    .output(z.object({ status: z.literal('ok'), id: z.number() }))
    .mutation(async ({ ctx, input }) => ({ status: 'ok' as const, id: await saveEnquiry(ctx.services, input, { notifyAgent: false }) })),
});
