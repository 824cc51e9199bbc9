/**
 * A condo building page's input and answer. Past sales and leases (close prices) are VOW data:
 * the server leaves `pastSales` and `pastLeases` out of the answer for anyone `ctx.vowVisitor()`
 * does not entitle; their names are in #shared/vow-fields.ts.
 */
import { z } from 'zod';
import { FEED_CLASSES } from '../listing-classes.ts';

export const ZBuildingInput = z.object({
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'Choose a building.')
    .max(200, 'The building address is too long.')
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Not a building address.'),
});

export const ZBuildingUnit = z.object({
  /** The unit's listing (its detail page). */
  listingId: z.number(),
  listingClass: z.enum(FEED_CLASSES),
  unit: z.string().nullable(),
  price: z.number().nullable(),
  bedrooms: z.number().nullable(),
  bedroomsPlus: z.number().nullable(),
  bathrooms: z.number().nullable(),
  sqftRange: z.string().nullable(),
  associationFee: z.number().nullable(),
});
export type TBuildingUnit = z.infer<typeof ZBuildingUnit>;

export const ZBuildingPastUnit = z.object({
  unit: z.string().nullable(),
  soldPrice: z.number(),
  soldOn: z.string().nullable(),
  listPrice: z.number().nullable(),
  bedrooms: z.number().nullable(),
  sqftRange: z.string().nullable(),
  soldPricePerSqft: z.number().nullable(),
});
export type TBuildingPastUnit = z.infer<typeof ZBuildingPastUnit>;

export const ZBuildingAnswer = z.object({
  slug: z.string(),
  /** The building's name when the feed gives one (BuildingName). */
  name: z.string().nullable(),
  street: z.string(),
  municipality: z.string(),
  community: z.string().nullable(),
  postalCode: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** The feed's year built, or its approximate age range ("6-10"). */
  yearBuilt: z.string().nullable(),
  approximateAge: z.string().nullable(),
  amenities: z.array(z.string()),
  feeIncludes: z.array(z.string()),
  /** Median maintenance fee per square foot (fee over the midpoint of the unit's size range). */
  typicalFeePerSqft: z.number().nullable(),
  forSale: z.array(ZBuildingUnit),
  forRent: z.array(ZBuildingUnit),
  marketPath: z.string(),
  /** True when the answer carries past sales and leases (the caller is a VOW visitor). */
  hasPastFigures: z.boolean(),
  pastSales: z.array(ZBuildingPastUnit).optional(),
  pastLeases: z.array(ZBuildingPastUnit).optional(),
});
export type TBuildingAnswer = z.infer<typeof ZBuildingAnswer>;
