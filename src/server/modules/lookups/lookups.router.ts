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
import { okAnswerData, okAnswerWith } from '#shared/schemas/ok-answer.ts';
import { adminAction } from '../../trpc/admin-action.ts';
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
    .output(okAnswerWith(ZMunicipality))
    .mutation(async ({ ctx, input }) => okAnswerData(LOOKUP_CREATED, await createMunicipality(ctx.em, input))),
  createPropertyType: adminProcedure
    .input(ZPropertyTypeInput)
    .output(okAnswerWith(ZPropertyType))
    .mutation(async ({ ctx, input }) => okAnswerData(LOOKUP_CREATED, await createPropertyType(ctx.em, input.prop_type))),
  createListingType: adminProcedure
    .input(ZListingTypeInput)
    .output(okAnswerWith(ZListingType))
    .mutation(async ({ ctx, input }) => okAnswerData(LOOKUP_CREATED, await createListingType(ctx.em, input.type))),
  delete: adminAction(ZLookupDeleteInput, LOOKUP_DELETED, ({ em }, input) => deleteLookup(em, input.type, input.id)),
});
