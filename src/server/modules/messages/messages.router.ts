import { z } from 'zod';
import {
  HONEYPOT_FIELD,
  MESSAGE_SENT,
  ZAgentEnquiryInput,
  ZContactInquiryInput,
  ZContactMessageRow,
  ZEnquiryReplyInput,
  ZEnquiryRow,
  ZPropertyEnquiryInput,
  ZSentAnswer,
} from '#shared/schemas/messages.schema.ts';
import { ZOkAnswer, okAnswer } from '#shared/schemas/ok-answer.ts';
import { adminProcedure, publicProcedure, router } from '../../trpc/init.ts';
import { answerEnquiry, listContactMessages, listEnquiries, saveContactInquiry, saveEnquiry } from './messages.service.ts';
import { admitVisitorSubmission } from './visitor-guard.ts';

const sent = okAnswer(MESSAGE_SENT);

export const messagesRouter = router({
  sendContact: publicProcedure
    .input(ZContactInquiryInput)
    .output(ZSentAnswer)
    .mutation(async ({ ctx, input }) => {
      if (await admitVisitorSubmission(ctx.services, 'contact', ctx.request.ip, input[HONEYPOT_FIELD])) await saveContactInquiry(ctx.services, input);
      return sent;
    }),
  sendEnquiry: publicProcedure
    .input(ZPropertyEnquiryInput)
    .output(ZSentAnswer)
    .mutation(async ({ ctx, input }) => {
      if (await admitVisitorSubmission(ctx.services, 'enquiry', ctx.request.ip, input[HONEYPOT_FIELD]))
        await saveEnquiry(ctx.services, input, { notifyAgent: true });
      return sent;
    }),
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
