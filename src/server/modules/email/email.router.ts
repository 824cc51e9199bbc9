/**
 * The email list and mailing. Everything is admin-only except the two unsubscribe procedures,
 * which a contact reaches with the token from their own mail.
 */
import { z } from 'zod';
import {
  ENTRY_UPDATED,
  ZBulkSendInput,
  ZCampaignDetail,
  ZCampaignSummary,
  ZChangeGroupInput,
  ZContactInput,
  ZContactRow,
  ZContactsPage,
  ZContactsPageInput,
  ZContactUpdateInput,
  ZGroupInput,
  ZGroupRow,
  ZImageUploadInput,
  ZImportInput,
  ZImportResultRow,
  ZOutboxPage,
  ZOutboxPageInput,
  ZPreview,
  ZPreviewInput,
  ZRenderedMail,
  ZSendResult,
  ZSingleSendInput,
  ZSyncResult,
  ZUnsubscribeInput,
  ZUnsubscribeStatus,
  ZUpdateEntryInput,
} from '#shared/schemas/email.schema.ts';
import { ZIdInput } from '#shared/schemas/ids.schema.ts';
import { ZOkAnswer, okAnswer, okAnswerData, okAnswerWith } from '#shared/schemas/ok-answer.ts';
import { adminAction, adminActionWith } from '../../trpc/admin-action.ts';
import { adminProcedure, publicProcedure, router } from '../../trpc/init.ts';
import {
  allContacts,
  changeGroup,
  createContact,
  createGroup,
  deleteContact,
  deleteGroup,
  findContact,
  findGroup,
  findGroupByIdOrType,
  groupContacts,
  listContacts,
  listGroups,
  syncContacts,
  updateContact,
} from './contacts.service.ts';
import { importContacts, updateEntry } from './import.service.ts';
import { campaignDetail, listCampaigns, previewMail, retryFailed, sendToContact, sendToMany } from './campaign.service.ts';
import { listOutbox, renderedDelivery } from './outbox.service.ts';
import { unsubscribe, unsubscribeStatus } from './unsubscribe.service.ts';
import { uploadBlockImage } from './email-image.service.ts';

export const emailRouter = router({
  contacts: adminProcedure
    .input(ZContactsPageInput)
    .output(ZContactsPage)
    .query(({ ctx, input }) => listContacts(ctx.services.pool, input)),
  allContacts: adminProcedure.output(z.array(ZContactRow)).query(({ ctx }) => allContacts(ctx.services.pool)),
  contact: adminProcedure
    .input(ZIdInput)
    .output(ZContactRow)
    .query(({ ctx, input }) => findContact(ctx.services.pool, input.id)),
  createContact: adminActionWith(ZContactInput, ZContactRow, 'Contact added.', ({ services }, input) => createContact(services.pool, input)),
  updateContact: adminActionWith(ZContactUpdateInput, ZContactRow, 'Contact updated.', ({ services }, input) => updateContact(services.pool, input.id, input)),
  deleteContact: adminAction(ZIdInput, 'Contact deleted.', ({ services }, input) => deleteContact(services.pool, input.id)),
  sync: adminProcedure.output(okAnswerWith(ZSyncResult)).mutation(async ({ ctx }) => {
    const result = await syncContacts(ctx.services.pool);
    const message = result.added === 0 ? 'The list is up to date.' : `${result.added} new ${result.added === 1 ? 'contact' : 'contacts'} added.`;
    return okAnswerData(message, result);
  }),

  groups: adminProcedure.output(z.array(ZGroupRow)).query(({ ctx }) => listGroups(ctx.services.pool)),
  group: adminProcedure
    .input(ZIdInput)
    .output(ZGroupRow)
    .query(({ ctx, input }) => findGroup(ctx.services.pool, input.id)),
  createGroup: adminActionWith(ZGroupInput, ZGroupRow, 'Group added.', ({ services }, input) => createGroup(services.pool, input)),
  changeGroup: adminActionWith(ZChangeGroupInput, ZContactRow, 'Group changed.', ({ services }, input) => changeGroup(services.pool, input)),
  deleteGroup: adminAction(ZIdInput, 'Group deleted.', ({ services }, input) => deleteGroup(services.pool, input.id)),
  /** A group (by id or name) with its contacts: the bulk page's recipient list. */
  groupContacts: adminProcedure
    .input(z.object({ group: z.string().trim().min(1).max(60) }))
    .output(z.object({ group: ZGroupRow, contacts: z.array(ZContactRow) }))
    .query(async ({ ctx, input }) => {
      const group = await findGroupByIdOrType(ctx.services.pool, input.group);
      return { group, contacts: await groupContacts(ctx.services.pool, group) };
    }),

  importRows: adminProcedure
    .input(ZImportInput)
    .output(z.array(ZImportResultRow))
    .mutation(({ ctx, input }) => importContacts(ctx.services.pool, input)),
  updateEntry: adminActionWith(
    ZUpdateEntryInput,
    ZImportResultRow,
    ENTRY_UPDATED,
    async ({ services }, input) => (await updateEntry(services.pool, input)).result,
  ),

  uploadImage: adminProcedure
    .input(ZImageUploadInput)
    .output(z.object({ src: z.string(), url: z.string() }))
    .mutation(({ ctx, input }) => uploadBlockImage(ctx.services.storage, ctx.services.config, input.img)),
  preview: adminProcedure
    .input(ZPreviewInput)
    .output(ZPreview)
    .mutation(({ ctx, input }) => previewMail(ctx.services, input)),
  send: adminProcedure
    .input(ZSingleSendInput)
    .output(ZSendResult)
    .mutation(({ ctx, input }) => sendToContact(ctx.services, input)),
  sendBulk: adminProcedure
    .input(ZBulkSendInput)
    .output(ZSendResult)
    .mutation(({ ctx, input }) => sendToMany(ctx.services, input)),

  campaigns: adminProcedure.output(z.array(ZCampaignSummary)).query(({ ctx }) => listCampaigns(ctx.services.pool)),
  campaign: adminProcedure
    .input(ZIdInput)
    .output(ZCampaignDetail)
    .query(({ ctx, input }) => campaignDetail(ctx.services.pool, input.id)),
  retryCampaign: adminProcedure
    .input(ZIdInput)
    .output(ZOkAnswer)
    .mutation(async ({ ctx, input }) => {
      const count = await retryFailed(ctx.services, { messageId: input.id });
      return okAnswer(`${count} failed ${count === 1 ? 'copy' : 'copies'} queued again.`);
    }),

  outbox: adminProcedure
    .input(ZOutboxPageInput)
    .output(ZOutboxPage)
    .query(({ ctx, input }) => listOutbox(ctx.services.pool, ctx.services.config, input)),
  outboxMessage: adminProcedure
    .input(ZIdInput)
    .output(ZRenderedMail)
    .query(({ ctx, input }) => renderedDelivery(ctx.services.pool, ctx.services.config, input.id)),
  retryDelivery: adminProcedure
    .input(ZIdInput)
    .output(ZOkAnswer)
    .mutation(async ({ ctx, input }) => {
      const count = await retryFailed(ctx.services, { deliveryId: input.id });
      return okAnswer(count === 1 ? 'Queued again.' : 'Only a failed mail can be retried.');
    }),

  unsubscribeStatus: publicProcedure
    .input(ZUnsubscribeInput)
    .output(ZUnsubscribeStatus)
    .query(({ ctx, input }) => unsubscribeStatus(ctx.services.pool, input.token)),
  unsubscribe: publicProcedure
    .input(ZUnsubscribeInput)
    .output(ZUnsubscribeStatus)
    .mutation(({ ctx, input }) => unsubscribe(ctx.services.pool, input.token)),
});
