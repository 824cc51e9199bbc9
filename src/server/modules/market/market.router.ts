/**
 * Market pages and condo building pages. Public procedures: the sold figures are added by the
 * service only when `ctx.vowVisitor()` entitles the caller, so an anonymous answer never carries
 * them (tests/integration/market.int.test.ts checks the keys).
 */
import { ZBuildingAnswer, ZBuildingInput } from '#shared/market/building.schema.ts';
import { ZMarketAreaAnswer, ZMarketAreaInput, ZMarketChoice, ZMarketOverviewAnswer } from '#shared/market/market.schema.ts';
import { publicProcedure, router } from '../../trpc/init.ts';
import { buildingPage } from './building.service.ts';
import { marketArea, marketOverview } from './market.service.ts';

export const marketRouter = router({
  area: publicProcedure
    .input(ZMarketAreaInput)
    .output(ZMarketAreaAnswer)
    .query(async ({ ctx, input }) => marketArea(ctx.services.pool, input, (await ctx.vowVisitor()) !== null)),

  overview: publicProcedure
    .input(ZMarketChoice)
    .output(ZMarketOverviewAnswer)
    .query(({ ctx, input }) => marketOverview(ctx.services.pool, input)),

  building: publicProcedure
    .input(ZBuildingInput)
    .output(ZBuildingAnswer)
    .query(async ({ ctx, input }) => buildingPage(ctx.services.pool, input.slug, (await ctx.vowVisitor()) !== null)),
});
