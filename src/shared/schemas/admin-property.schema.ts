/**
 * The admin's property screens (admin spec §2 home / own, §3 Property, §5 property form rules):
 * the browser's list pages, the own-listing curation calls, the own-property create/edit payload
 * and the photo calls. The same schemas validate the admin forms in the browser and the server
 * input (tRPC and the legacy REST paths), so a field's message is the same in both places.
 * The own-property form and its answers speak the site's words (mlsNumber, address, listPrice…);
 * admin-properties.rest.ts renames the legacy payload (Ml_num, Addr, Orig_dol, propert_details…).
 */
import { z } from 'zod';
import { zId } from './ids.schema.ts';
import { ADMIN_PROPERTY_TYPES, FEED_CLASSES } from '../listing-classes.ts';
import { ZListingSummary } from './listing.schema.ts';
import { REQUIRED, TOO_LONG } from './messages.schema.ts';
import { ZOkAnswer } from './ok-answer.ts';

// --- Field helpers (forms send strings; legacy clients send strings or numbers) -------------------

const blankToUndefined = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);

/** '12', ' 12 ' and 12 are the number 12; text that is not a number stays text (and fails as such). */
function numberFromInput(value: unknown): unknown {
  const given = blankToUndefined(value);
  if (typeof given !== 'string') return given;
  const parsed = Number(given.trim().replace(/,/g, ''));
  return Number.isNaN(parsed) ? given : parsed;
}

const NOT_A_NUMBER = 'Enter a number.';
const numberError = (issue: { input?: unknown }) => (issue.input === undefined ? REQUIRED : NOT_A_NUMBER);

interface NumberRule {
  min: number;
  max: number;
  integer?: boolean;
  /** The value must be a multiple of this (HTML `step`). */
  step?: number;
}

function numberWithin({ min, max, integer, step }: NumberRule) {
  let schema = z.number({ error: numberError });
  if (integer) schema = schema.int('Enter a whole number.');
  schema = schema.min(min, `Enter ${min} or more.`).max(max, `Enter ${max} or less.`);
  if (step) schema = schema.multipleOf(step, `Use steps of ${step}.`);
  return schema;
}

/** A required number: missing or blank → 'Required'; text → 'Enter a number.'. */
export const requiredNumber = (rule: NumberRule) => z.preprocess(numberFromInput, numberWithin(rule));
export const optionalNumber = (rule: NumberRule) => z.preprocess(numberFromInput, numberWithin(rule).optional());

/** A required text: missing or blank → 'Required'. Numbers are taken as their text (legacy clients). */
export const requiredField = (max: number, missing: string = REQUIRED) =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z.string({ error: missing }).trim().min(1, { error: missing, abort: true }).max(max, TOO_LONG),
  );

/** Optional text: blank means "not given". */
export const optionalField = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max, TOO_LONG).optional());

function choice<const Values extends readonly [string, ...string[]]>(values: Values, aliases: Record<string, Values[number]> = {}) {
  const message = `Choose ${values.join(' or ')}.`;
  return z.preprocess((value) => {
    const given = blankToUndefined(value);
    return typeof given === 'string' ? (aliases[given.trim()] ?? given.trim()) : given;
  }, z.enum(values, { error: message }).optional());
}

// --- The property browser and own list -------------------------------------------------------------

/** The list types of GET /api/admin/properties/:x — the three feed classes (legacy spelling) and 'own'. */
export const ADMIN_LIST_TYPES = [...ADMIN_PROPERTY_TYPES, 'own'] as const;
export type AdminListType = (typeof ADMIN_LIST_TYPES)[number];

export const ADMIN_PAGE_SIZE = 30;
export const ADMIN_MAX_PAGE_SIZE = 100;
/** The search box starts after more than 2 characters, 1 s after the last keystroke. */
export const ADMIN_SEARCH_MIN_LENGTH = 3;
export const ADMIN_SEARCH_DEBOUNCE_MS = 1000;
export const SEARCH_TOO_SHORT = 'Type more than 2 characters to search.';

const ZPropertyId = zId(REQUIRED);

export const ZAdminPropertyListInput = z.object({
  type: z.enum(ADMIN_LIST_TYPES, { error: 'Choose resedential, commercial, condo or own.' }),
  /** Matches MLS number, address, unit, municipality, community or postal code of every listing of the type. */
  search: z.preprocess(blankToUndefined, z.string().trim().min(ADMIN_SEARCH_MIN_LENGTH, SEARCH_TOO_SHORT).max(100, TOO_LONG).optional()),
  /** The keyset position: the last property_id of the previous page. */
  cursor: z.preprocess(blankToUndefined, zId().nullish()),
  limit: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(ADMIN_MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE)),
});
export type TAdminPropertyListInput = z.input<typeof ZAdminPropertyListInput>;

/**
 * A row of the property browser and the own list: the listing's own fields as listing.schema.ts
 * defines them, plus what only the agent sees. The documented /api/admin paths rename it to the
 * legacy row (property_id, Ml_num, Addr, Orig_dol…) in admin-properties.rest.ts.
 */
export const ZAdminPropertyRow = ZListingSummary.pick({
  id: true,
  /** The detail link and the delete call spell the class the legacy way (`legacyFromFeedClass`). */
  listingClass: true,
  mlsNumber: true,
  address: true,
  unit: true,
  municipality: true,
  area: true,
  listPrice: true,
  propertySubType: true,
  createdAt: true,
  updatedAt: true,
  origin: true,
  /** Among the agent's own listings: shown on the public site's "Brokerage's Properties". */
  isOwnListing: true,
  /** Shown on the public site's "Featured Properties". */
  isFeatured: true,
}).extend({
  /** createdAt as YYYY-MM-DD in Toronto (the table's "added on"). */
  addedOn: z.string(),
  agentStatus: z.enum(['Sale', 'Sold']).nullable(),
  isActive: z.boolean(),
  /** Main photo (320 px variant), null when there is none ready. */
  thumbnailUrl: z.string().nullable(),
});
export type TAdminPropertyRow = z.infer<typeof ZAdminPropertyRow>;

export const ZAdminPropertyPage = z.object({
  data: z.array(ZAdminPropertyRow),
  nextCursor: z.number().nullable(),
});
export type TAdminPropertyPage = z.infer<typeof ZAdminPropertyPage>;

/** Adds to the own listing (true) or takes off (false); POST /api/admin/properties/add/own-listings sends property_id and `type`. */
export const ZOwnListingToggleInput = z.object({
  listingId: ZPropertyId,
  isOwnListing: z.preprocess(
    (value) => (value === 'true' || value === 1 ? true : value === 'false' || value === 0 ? false : value),
    z.boolean({ error: 'Choose true (add) or false (remove).' }),
  ),
});

export type TOwnListingToggleInput = z.input<typeof ZOwnListingToggleInput>;

/** Marks a listing featured (Home's "Featured Properties") or takes the mark off. */
export const ZFeaturedToggleInput = z.object({
  listingId: ZPropertyId,
  isFeatured: z.boolean({ error: 'Choose true (feature) or false (unfeature).' }),
});
export type TFeaturedToggleInput = z.input<typeof ZFeaturedToggleInput>;

/** POST /api/admin/properties/delete sends property_id and property_type. */
export const ZDeletePropertyInput = z.object({
  listingId: ZPropertyId,
  /** The list the row was on, as the admin's links spell it (resedential, condo, commercial, own). */
  listingClass: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z.enum([...ADMIN_LIST_TYPES, 'residential'], { error: 'Choose resedential, commercial, condo or own.' }),
  ),
});

export type TDeletePropertyInput = z.input<typeof ZDeletePropertyInput>;

// --- Own property create / edit (spec §3 own property + detail record, §5 property form) -------------

export const YES_NO = ['Yes', 'No'] as const;
export const HEAT_SOURCES = ['Gas', 'Electric'] as const;
export const BASEMENT_SIZES = ['Full', 'Half'] as const;
export const BASEMENT_FINISHES = ['Finished', 'Unfinished'] as const;
export const EXTERIORS = ['Brick', 'Vinyl'] as const;
export const LISTING_TRANSACTIONS = ['Sale', 'Lease', 'Sub-Lease'] as const;
export const PROPERTY_STATUSES = ['Sale', 'Sold'] as const;
export const PROPERTY_CLASSES = ADMIN_PROPERTY_TYPES;
/** The room count generates one width/length/size group per room; more than this is not a home. */
export const MAX_ROOMS = 40;
export const PRICE_STEP = 50;

export const MUNICIPALITY_MISSING = 'Cannot create a property without Municipality.';
export const TYPE_MISSING = 'Cannot create a property without Type.';
export const PROPERTY_EXISTS = 'Property already exist. Would you like to update existing property details with current details?';

const yesNo = () => choice(YES_NO, { Y: 'Yes', N: 'No', y: 'Yes', n: 'No', yes: 'Yes', no: 'No' });

export const ZRoomSize = z.object({
  /** What the room is ("Kitchen", "Primary bedroom"); without it the room is "Room n". */
  name: optionalField(40),
  /** The floor it is on ("Main", "2nd", "Basement"). */
  level: optionalField(30),
  width: optionalNumber({ min: 0.1, max: 1000 }),
  length: optionalNumber({ min: 0.1, max: 1000 }),
  /** Free text ("12 x 10 ft", "Large"); shown with the room on the detail page. */
  size: optionalField(40),
});
export type TRoomSize = z.input<typeof ZRoomSize>;

const ownPropertyFields = {
  /** 'added' creates (a duplicate MLS number answers with a warning); 'updated' updates the existing one. */
  actionType: z.enum(['added', 'updated'], { error: "Choose 'added' or 'updated'." }).default('added'),
  /** The property being edited; without it an update targets the listing with this MLS number. */
  listingId: z.preprocess(blankToUndefined, zId().optional()),
  /** The MLS number; stored in capitals, as the feed writes them, so duplicates are found whatever the case. */
  mlsNumber: requiredField(20).pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9-]+$/, 'Use letters, digits and dashes only.')
      .transform((value) => value.toUpperCase()),
  ),
  /** The listing class as the admin's links spell it ('resedential', 'condo', 'commercial'); new properties are residential unless chosen otherwise. */
  listingClass: z.preprocess(
    (value) => (typeof blankToUndefined(value) === 'string' ? (value as string).trim().toLowerCase() : blankToUndefined(value)),
    z.enum([...PROPERTY_CLASSES, 'residential'], { error: 'Choose resedential, condo or commercial.' }).default('resedential'),
  ),
  /** The building type chosen from the Property Types list (Detached, condo, Office…). */
  propertySubType: requiredField(60, TYPE_MISSING),
  municipality: requiredField(80, MUNICIPALITY_MISSING),
  area: requiredField(80),
  county: optionalField(80),
  propertyName: requiredField(120),
  address: requiredField(200),
  unit: optionalField(20),
  description: requiredField(5000),
  /** Approximate age ("6-15", "New"). */
  approximateAge: requiredField(20),
  listPrice: optionalNumber({ min: 0, max: 10_000_000_000, step: PRICE_STEP }),
  transaction: choice(LISTING_TRANSACTIONS),
  agentStatus: choice(PROPERTY_STATUSES),
  brokerage: optionalField(150),
  beds: requiredNumber({ min: 0, max: 50, integer: true }),
  baths: requiredNumber({ min: 0, max: 50, integer: true }),
  kitchens: requiredNumber({ min: 0, max: 20, integer: true }),
  roomCount: requiredNumber({ min: 0, max: MAX_ROOMS, integer: true }),
  walkScore: requiredNumber({ min: 0, max: 100, integer: true }),
  taxes: optionalNumber({ min: 0, max: 10_000_000 }),
  taxYear: optionalNumber({ min: 1900, max: 2100, integer: true }),
  garageSpaces: optionalNumber({ min: 0, max: 50 }),
  parkingSpaces: optionalNumber({ min: 0, max: 100, integer: true }),
  parkingTotal: optionalNumber({ min: 0, max: 100 }),
  upcomingOpenHouse: yesNo(),
  familyRoom: yesNo(),
  separateEntrance: yesNo(),
  pool: yesNo(),
  waterfront: yesNo(),
  heatIncluded: choice(HEAT_SOURCES),
  /** Basement size (Full, Half). */
  basement1: choice(BASEMENT_SIZES),
  /** Basement finish (Finished, Unfinished). */
  basement2: choice(BASEMENT_FINISHES),
  /** Exterior (Brick, Vinyl). */
  construction1: choice(EXTERIORS),
  airConditioning: optionalField(60),
  garageType: optionalField(60),
  heating: optionalField(60),
  sewer: optionalField(60),
  squareFeet: optionalField(30),
  style: optionalField(60),
  water: optionalField(60),
  frontingOn: optionalField(30),
  frontage: optionalField(30),
  lotDimensions: optionalField(60),
  fireplaces: optionalField(30),
  /** 0/0 or absent: the municipality's centre is used (and the position marked approximate). */
  latitude: optionalNumber({ min: -90, max: 90 }),
  longitude: optionalNumber({ min: -180, max: 180 }),
  /** One entry per counted room (index = position); the dimensions are saved as the listing's rooms. */
  roomGroups: z.preprocess(blankToUndefined, z.array(ZRoomSize).max(MAX_ROOMS).default([])),
};

/**
 * The own-property form's save input (adminProperties.save), in the site's words. The documented
 * POST /api/admin/properties/own/new sends the legacy names (Ml_num, Addr, Orig_dol, rooms_list,
 * a nested propert_details…): admin-properties.rest.ts renames them to these.
 */
export const ZOwnPropertyInput = z.object(ownPropertyFields).superRefine((value, context) => {
  if (value.roomGroups.length > value.roomCount) {
    context.addIssue({ code: 'custom', path: ['roomGroups'], message: 'There are more room sizes than rooms.' });
  }
});
export type TOwnPropertyInput = z.input<typeof ZOwnPropertyInput>;
export type TOwnProperty = z.output<typeof ZOwnPropertyInput>;
/** Every field the form edits (all but the action and target). */
export type OwnPropertyFieldName = Exclude<keyof typeof ownPropertyFields, 'actionType' | 'listingId' | 'roomGroups'>;

export const ZOwnPropertyAnswer = z.object({
  status: z.literal('ok'),
  /** True when the MLS number exists and nothing was written: ask whether to update it. */
  warning: z.boolean(),
  message: z.string(),
  data: z.object({ listingId: z.number(), listingClass: z.enum(FEED_CLASSES), actionType: z.enum(['added', 'updated']).nullable() }),
});
export type TOwnPropertyAnswer = z.infer<typeof ZOwnPropertyAnswer>;

// --- Photos --------------------------------------------------------------------------------------------

/** Each uploaded image, decoded; larger ones are refused with a 400 naming the file. */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
export const MAX_IMAGES_PER_UPLOAD = 20;
export const NO_IMAGE_CHOSEN = 'Please upload at least one image';
/** Base64 of MAX_IMAGE_BYTES plus a data-URL prefix: longer text cannot be a valid image here. */
const MAX_IMAGE_TEXT = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 200;

export const ZUploadImage = z.object({
  name: z.string().trim().max(200, TOO_LONG).default('image'),
  /** The browser's idea of the type; the server decides by the content. */
  type: z.string().trim().max(100).optional(),
  /** base64, or a data URL (`data:image/png;base64,…`). */
  data: z.string({ error: 'The image has no data.' }).min(1, 'The image has no data.').max(MAX_IMAGE_TEXT, 'Each image must be 15 MB or less.'),
  mainImage: z.boolean().default(false),
});

export const ZImageUploadInput = z.object({
  listingId: ZPropertyId,
  images: z
    .array(ZUploadImage, { error: NO_IMAGE_CHOSEN })
    .min(1, NO_IMAGE_CHOSEN)
    .max(MAX_IMAGES_PER_UPLOAD, `Upload at most ${MAX_IMAGES_PER_UPLOAD} images at a time.`)
    .refine((images) => images.filter((image) => image.mainImage).length <= 1, 'Only one image can be the main image.'),
});
export type TImageUploadInput = z.input<typeof ZImageUploadInput>;

export const ZImageDeleteInput = z
  .object({
    listingId: ZPropertyId,
    mediaIds: z.array(zId()).max(200).default([]),
    /** The legacy client names images by URL (any of their variants' URLs). */
    urls: z.array(z.string().trim().min(1).max(1000)).max(200).default([]),
  })
  .refine((value) => value.mediaIds.length + value.urls.length > 0, { path: ['mediaIds'], message: 'Choose at least one image to remove.' });

export type TImageDeleteInput = z.input<typeof ZImageDeleteInput>;

export const ZSetMainImageInput = z.object({ listingId: ZPropertyId, mediaId: ZPropertyId });

export const ZAdminImage = z.object({
  id: z.number(),
  /** The 640 px variant (or the largest there is); null while not processed. */
  url: z.string().nullable(),
  thumb: z.string().nullable(),
  /** The listing's main photo. */
  isMain: z.boolean(),
  status: z.enum(['pending', 'ready', 'failed', 'deleted']),
  width: z.number().nullable(),
  height: z.number().nullable(),
  /** Uploaded by the agent (removable for good) rather than from the feed. */
  uploaded: z.boolean(),
});
export type TAdminImage = z.infer<typeof ZAdminImage>;

export const ZImageAnswer = ZOkAnswer.extend({ images: z.array(ZAdminImage) });

// --- Property details for the agent ----------------------------------------------------------------

export const ZAdminRoom = z.object({
  room_type: z.string(),
  level: z.string().nullable(),
  width: z.number().nullable(),
  length: z.number().nullable(),
  units: z.string().nullable(),
  features: z.array(z.string()),
});

export const ZAdminPropertyDetail = z.object({
  property: ZAdminPropertyRow,
  /** The form's values (with the agent's overrides applied), as the edit form shows them, by OwnPropertyFieldName. */
  values: z.record(z.string(), z.string()),
  /** The form's room groups, one per counted room. */
  roomGroups: z.array(z.object({ name: z.string(), level: z.string(), width: z.string(), length: z.string(), size: z.string() })),
  /** Every listing field as the public site shows it (overrides applied). */
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
  details: z.record(z.string(), z.unknown()),
  rooms: z.array(ZAdminRoom),
  images: z.array(ZAdminImage),
  curation: z.object({
    origin: z.enum(['feed', 'agent']),
    in_own_listing: z.boolean(),
    is_featured: z.boolean(),
    agent_status: z.enum(['Sale', 'Sold']).nullable(),
    agent_hidden: z.boolean(),
    is_active: z.boolean(),
    overrides: z.record(z.string(), z.unknown()),
  }),
  listed_at: z.string().nullable(),
  modification_ts: z.string().nullable(),
  /** The feed's record as received (null for the agent's own properties). */
  raw: z.record(z.string(), z.unknown()).nullable(),
});
export type TAdminPropertyDetail = z.infer<typeof ZAdminPropertyDetail>;
