import { ZGeocodeInput, ZMunicipality } from '#shared/schemas/lookup.schema.ts';
import { publicProcedure, router } from '../../trpc/init.ts';
import { geocodeMunicipality, listListingTypes, listMunicipalities, listPropertyTypes } from './lookups.service.ts';

export const lookupsRouter = router({
  municipalities: publicProcedure.output(ZMunicipality.array()).query(({ ctx }) => listMunicipalities(ctx.em)),
  geocode: publicProcedure
    .input(ZGeocodeInput)
    .output(ZMunicipality)
    .query(({ ctx, input }) => geocodeMunicipality(ctx.em, input.locationName)),
  propertyTypes: publicProcedure.query(({ ctx }) => listPropertyTypes(ctx.em)),
  listingTypes: publicProcedure.query(({ ctx }) => listListingTypes(ctx.em)),
});
