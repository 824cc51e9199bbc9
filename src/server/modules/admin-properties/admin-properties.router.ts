/** The admin's property screens: browser and own list, curation, own-property form, photos, details. */
import { z } from 'zod';
import {
  ZAdminPropertyDetail,
  ZAdminPropertyListInput,
  ZAdminPropertyPage,
  ZDeletePropertyInput,
  ZFeaturedToggleInput,
  ZImageAnswer,
  ZImageDeleteInput,
  ZImageUploadInput,
  ZOwnListingToggleInput,
  ZOwnPropertyAnswer,
  ZOwnPropertyInput,
  ZSetMainImageInput,
} from '#shared/schemas/admin-property.schema.ts';
import { ZIdInput } from '#shared/schemas/ids.schema.ts';
import { ZListingHistory } from '#shared/schemas/listing-history.schema.ts';
import { ZOkAnswer } from '#shared/schemas/ok-answer.ts';
import { adminProcedure, router } from '../../trpc/init.ts';
import { AppError } from '../../errors.ts';
import { loadListingHistory } from '../listings/listing-history.ts';
import { removeProperty, setFeatured, setOwnListing } from './curation.service.ts';
import { saveOwnProperty } from './own-property.service.ts';
import { listAdminProperties } from './property-browser.service.ts';
import { getAdminPropertyDetail } from './property-detail.service.ts';
import { deleteImages, setMainImage, uploadImages } from './property-images.service.ts';

export const UPLOADED = 'Successfully uploaded';
export const IMAGES_REMOVED = 'Successfully removed';

export const adminPropertiesRouter = router({
  list: adminProcedure
    .input(ZAdminPropertyListInput)
    .output(ZAdminPropertyPage)
    .query(({ ctx, input }) => listAdminProperties(ctx.services.pool, input)),
  get: adminProcedure
    .input(ZIdInput)
    .output(ZAdminPropertyDetail)
    .query(({ ctx, input }) => getAdminPropertyDetail(ctx.services.pool, input.id)),
  /** The listing's history across its home's MLS numbers, as the importer recorded it. */
  history: adminProcedure
    .input(ZIdInput)
    .output(ZListingHistory)
    .query(async ({ ctx, input }) => {
      const history = await loadListingHistory(ctx.services.pool, input.id);
      if (!history) throw new AppError('NOT_FOUND', `Property #${input.id} not found.`);
      return history;
    }),
  setOwnListing: adminProcedure
    .input(ZOwnListingToggleInput)
    .output(ZOkAnswer.extend({ listingId: z.number(), isOwnListing: z.boolean() }))
    .mutation(({ ctx, input }) => setOwnListing(ctx.services, input)),
  setFeatured: adminProcedure
    .input(ZFeaturedToggleInput)
    .output(ZOkAnswer.extend({ listingId: z.number(), isFeatured: z.boolean() }))
    .mutation(({ ctx, input }) => setFeatured(ctx.services, input)),
  remove: adminProcedure
    .input(ZDeletePropertyInput)
    .output(ZOkAnswer.extend({ listingId: z.number(), hidden: z.boolean() }))
    .mutation(({ ctx, input }) => removeProperty(ctx.services, input)),
  save: adminProcedure
    .input(ZOwnPropertyInput)
    .output(ZOwnPropertyAnswer)
    .mutation(({ ctx, input }) => saveOwnProperty(ctx.services, input)),
  uploadImages: adminProcedure
    .input(ZImageUploadInput)
    .output(ZImageAnswer)
    .mutation(async ({ ctx, input }) => ({ status: 'ok' as const, message: UPLOADED, images: await uploadImages(ctx.services, input) })),
  deleteImages: adminProcedure
    .input(ZImageDeleteInput)
    .output(ZImageAnswer)
    .mutation(async ({ ctx, input }) => ({ status: 'ok' as const, message: IMAGES_REMOVED, images: await deleteImages(ctx.services, input) })),
  setMainImage: adminProcedure
    .input(ZSetMainImageInput)
    .output(ZImageAnswer)
    .mutation(async ({ ctx, input }) => ({ status: 'ok' as const, message: 'Main image updated', images: await setMainImage(ctx.services, input) })),
});
