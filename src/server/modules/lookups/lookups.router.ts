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
import { adminAction, adminActionWith } from '../../trpc/admin-action.ts';
import { publicProcedure, router } from '../../trpc/init.ts';
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
  createMunicipality: adminActionWith(ZMunicipalityInput, ZMunicipality, LOOKUP_CREATED, ({ em }, input) => createMunicipality(em, input)),
  createPropertyType: adminActionWith(ZPropertyTypeInput, ZPropertyType, LOOKUP_CREATED, ({ em }, input) => createPropertyType(em, input.prop_type)),
  createListingType: adminActionWith(ZListingTypeInput, ZListingType, LOOKUP_CREATED, ({ em }, input) => createListingType(em, input.type)),
  delete: adminAction(ZLookupDeleteInput, LOOKUP_DELETED, ({ em }, input) => deleteLookup(em, input.type, input.id)),
});
