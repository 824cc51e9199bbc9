import { z } from 'zod';
import {
  LOOKUP_CREATED,
  LOOKUP_DELETED,
  ZGeocodeInput,
  ZListingType,
  ZListingTypeInput,
  ZLookupDeleteInput,
  ZMunicipality,
  ZMunicipalityInput,
  ZPropertyType,
  ZPropertyTypeInput,
} from '#shared/schemas/lookup.schema.ts';
import { adminProcedure, publicProcedure, router } from '../../trpc/init.ts';
import {
  createListingType,
  createMunicipality,
  createPropertyType,
  deleteLookup,
  geocodeMunicipality,
  listListingTypes,
  listMunicipalities,
  listPropertyTypes,
} from './lookups.service.ts';

const created = <T extends z.ZodType>(data: T) => z.object({ status: z.literal('ok'), message: z.string(), data });

export const lookupsRouter = router({
  municipalities: publicProcedure.output(ZMunicipality.array()).query(({ ctx }) => listMunicipalities(ctx.em)),
  geocode: publicProcedure
    .input(ZGeocodeInput)
    .output(ZMunicipality)
    .query(({ ctx, input }) => geocodeMunicipality(ctx.em, input.locationName)),
  propertyTypes: publicProcedure.query(({ ctx }) => listPropertyTypes(ctx.em)),
  listingTypes: publicProcedure.query(({ ctx }) => listListingTypes(ctx.em)),
  createMunicipality: adminProcedure
    .input(ZMunicipalityInput)
    .output(created(ZMunicipality))
    .mutation(async ({ ctx, input }) => ({ status: 'ok' as const, message: LOOKUP_CREATED, data: await createMunicipality(ctx.em, input) })),
  createPropertyType: adminProcedure
    .input(ZPropertyTypeInput)
    .output(created(ZPropertyType))
    .mutation(async ({ ctx, input }) => ({ status: 'ok' as const, message: LOOKUP_CREATED, data: await createPropertyType(ctx.em, input.prop_type) })),
  createListingType: adminProcedure
    .input(ZListingTypeInput)
    .output(created(ZListingType))
    .mutation(async ({ ctx, input }) => ({ status: 'ok' as const, message: LOOKUP_CREATED, data: await createListingType(ctx.em, input.type) })),
  delete: adminProcedure
    .input(ZLookupDeleteInput)
    .output(z.object({ status: z.literal('ok'), message: z.string() }))
    .mutation(async ({ ctx, input }) => {
      await deleteLookup(ctx.em, input.type, input.id);
      return { status: 'ok' as const, message: LOOKUP_DELETED };
    }),
});
