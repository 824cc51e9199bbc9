/**
 * PublicRemarks ("Remarks For Clients") and PublicRemarksExtras for sample listings, composed
 * from phrase banks per kind of property so search, previews (340-char cut) and detail pages
 * get varied, plausible text of realistic length (150–900 characters, 2–5 sentences).
 */
import type { Rng } from './prng.ts';

/** The commercial kinds: one word each for a listing's form (record-builder.ts) and its remarks. */
const COMMERCIAL_KINDS = ['retail', 'office', 'industrial', 'business', 'investment', 'mixed'] as const;
export type CommercialKind = (typeof COMMERCIAL_KINDS)[number];

export type RemarkKind = 'house' | 'townhouse' | 'condo' | 'land' | 'rural' | 'cottage' | CommercialKind;

export interface RemarkContext {
  kind: RemarkKind;
  lease: boolean;
  /** "detached home", "semi-detached home", "freehold townhouse", "condo townhouse"… */
  typeLabel: string;
  /** Lower-case style, e.g. "2-storey". */
  style: string;
  beds: number;
  bedsPlus: number;
  baths: number;
  address: string;
  street: string;
  community: string;
  municipality: string;
  crossA: string;
  crossB: string;
  highways: string;
  /** Living-area range ("1500-2000") or building area ("3,200"). */
  sqft: string;
  lot: string;
  unit: string;
  exposure: string;
  hasPool: boolean;
  hasFireplace: boolean;
  hasGarage: boolean;
  hasBasementApartment: boolean;
  hasDen: boolean;
  hasParking: boolean;
  zoning: string;
  businessType: string;
  residentialUnits: number;
  clearHeight: number;
  acres: number;
  tmi: number;
}

type Phrase = (c: RemarkContext) => string;

const bedsText = (c: RemarkContext): string => (c.bedsPlus > 0 ? `${c.beds}+${c.bedsPlus}` : `${c.beds}`);
const suiteText = (c: RemarkContext): string => (c.beds === 0 ? 'studio' : `${c.beds}-bedroom${c.hasDen ? ' plus den' : ''}`);

const HOUSE_OPEN_SALE: Phrase[] = [
  (c) => `Welcome to ${c.address}, a beautifully maintained ${c.style} ${c.typeLabel} in the heart of ${c.community}.`,
  (c) => `Rarely offered ${c.beds}-bedroom ${c.typeLabel} on a quiet, tree-lined street in sought-after ${c.community}.`,
  (c) => `Pride of ownership shines throughout this ${bedsText(c)} bedroom, ${c.baths}-bathroom ${c.typeLabel}.`,
  (c) => `Move-in ready ${c.typeLabel} offering approximately ${c.sqft} sq ft of thoughtfully designed living space.`,
  (c) => `Stunning, fully renovated ${c.typeLabel} with ${c.beds} bedrooms and ${c.baths} bathrooms, perfect for a growing family.`,
  (c) => `Opportunity knocks with this solid ${c.typeLabel} on a ${c.lot} lot in ${c.community}, ready for your personal touch.`,
  (c) => `Sun-filled ${c.style} home backing onto green space in one of ${c.municipality}'s most desirable neighbourhoods.`,
  (c) => `Custom-built ${c.typeLabel} showcasing quality craftsmanship and premium finishes from top to bottom.`,
  (c) => `Great curb appeal and a functional layout make this ${c.beds}-bedroom ${c.typeLabel} a must-see.`,
  (c) => `Lovingly cared for by its original owners, this ${c.typeLabel} sits on a family-friendly crescent in ${c.community}.`,
];
const HOUSE_OPEN_LEASE: Phrase[] = [
  (c) => `Available for lease: a bright and spacious ${c.beds}-bedroom ${c.typeLabel} in ${c.community}.`,
  (c) => `Beautiful ${c.style} ${c.typeLabel} for lease on a quiet street close to ${c.crossA}.`,
  (c) => `Entire ${c.typeLabel} for lease with ${c.beds} bedrooms, ${c.baths} bathrooms and private parking.`,
  (c) => `Well-kept ${c.typeLabel} available immediately in desirable ${c.community}, ${c.municipality}.`,
];
const HOUSE_BODY: Phrase[] = [
  () => 'The open-concept main floor features hardwood flooring, pot lights and large windows that fill the space with natural light.',
  () => "The chef's kitchen boasts quartz countertops, a centre island, stainless steel appliances and ample storage.",
  () => 'The spacious primary retreat offers a walk-in closet and a spa-like ensuite with a glass shower and soaking tub.',
  (c) => `A separate family room with ${c.hasFireplace ? 'a gas fireplace' : 'a large picture window'} is ideal for relaxing and entertaining.`,
  (c) =>
    c.hasBasementApartment
      ? 'The finished basement with a separate entrance offers excellent in-law or rental income potential.'
      : 'The finished lower level adds a recreation room, an extra bedroom and plenty of storage.',
  () => 'Updated bathrooms, newer windows and roof, and a high-efficiency furnace offer real peace of mind.',
  (c) =>
    c.hasGarage
      ? 'Main-floor laundry with direct access to the garage adds everyday convenience.'
      : 'A private drive and a convenient side entrance add everyday practicality.',
  () => 'Smooth ceilings, crown moulding and an oak staircase add timeless character.',
  () => 'Step out to a private, landscaped backyard with a large deck, perfect for summer barbecues.',
  (c) => `The ${c.lot} lot offers a deep backyard with mature trees and room for a garden.`,
  (c) =>
    c.hasPool ? 'Enjoy the inground pool and covered patio in your own backyard oasis.' : 'The fully fenced yard is a safe place for kids and pets to play.',
];
const TOWNHOUSE_OPEN: Phrase[] = [
  (c) => `Spacious ${c.style} ${c.typeLabel} in a quiet, family-friendly community in ${c.community}.`,
  (c) => `Freehold-feel living with ${c.beds} bedrooms and ${c.baths} bathrooms in this well-kept ${c.typeLabel}.`,
  (c) => `End-unit ${c.typeLabel} with extra windows and a bright, open layout in desirable ${c.community}.`,
  (c) => `${c.lease ? 'Available for lease: a' : 'A'} stylish ${c.beds}-bedroom ${c.typeLabel} steps from ${c.crossA}.`,
];
const TOWNHOUSE_BODY: Phrase[] = [
  () => 'The modern kitchen features stainless steel appliances, a breakfast bar and plenty of cabinetry.',
  () => 'Hardwood floors on the main level and a walk-out to a private fenced patio.',
  () => 'The primary bedroom offers a walk-in closet and a four-piece ensuite.',
  () => 'Monthly fees cover snow removal, landscaping and exterior upkeep for carefree living.',
  (c) => (c.hasGarage ? 'Direct access from the garage into the home.' : 'Parking is right at your door.'),
  () => 'A private rooftop terrace is perfect for morning coffee and summer evenings.',
];
const CONDO_OPEN_SALE: Phrase[] = [
  (c) => `Welcome to suite ${c.unit} at ${c.street}, a bright ${suiteText(c)} condo in the heart of ${c.community}.`,
  (c) => `Luxury living in ${c.community}: this ${c.exposure.toLowerCase()}-facing suite offers ${c.sqft} sq ft of modern open-concept space.`,
  () => 'Rarely available corner unit with floor-to-ceiling windows and unobstructed views.',
  (c) => `Stylish ${suiteText(c)} suite in a well-managed building steps from ${c.crossA}.`,
  (c) => `Perfect for first-time buyers or investors: a functional ${suiteText(c)} layout with no wasted space.`,
];
const CONDO_OPEN_LEASE: Phrase[] = [
  (c) => `Available for lease: a bright ${suiteText(c)} suite in ${c.community}.`,
  (c) => `Beautiful ${suiteText(c)} condo for lease with ${c.hasParking ? 'parking' : 'a locker'} included.`,
  (c) => `Move right in to this ${suiteText(c)} suite near ${c.crossA} and ${c.crossB}.`,
];
const CONDO_BODY: Phrase[] = [
  () => 'The modern kitchen features integrated appliances, quartz counters and a sleek backsplash.',
  () => 'Laminate floors throughout, ensuite laundry and a generous primary bedroom with a double closet.',
  (c) => `Walk out to a large balcony with a clear ${c.exposure.toLowerCase()} exposure.`,
  (c) => (c.hasDen ? 'The separate den is perfect as a home office or guest room.' : 'Smart storage throughout makes the most of every square foot.'),
  () => 'Nine-foot ceilings and large windows make the space feel bright and airy.',
  () => 'Building amenities include a 24-hour concierge, fitness centre, party room, rooftop terrace and guest suites.',
  () => 'Well-managed building with an indoor pool, sauna, visitor parking and reasonable maintenance fees.',
  (c) => (c.hasParking ? 'One parking space and one locker are included.' : 'A storage locker is included; parking is available to rent.'),
];
const LAND_OPEN: Phrase[] = [
  (c) => `Build your dream home on this ${c.lot} lot in ${c.community}.`,
  (c) => `Rare vacant lot in an established neighbourhood of ${c.municipality}.`,
  (c) => `Attention builders and investors: a ${c.lot} parcel with excellent development potential.`,
];
const LAND_BODY: Phrase[] = [
  () => 'Level, cleared lot with services available at the lot line.',
  () => 'Surrounded by beautiful custom homes on generous lots.',
  () => 'Buyer to verify permitted uses, setbacks and building requirements with the municipality.',
  (c) => `Quiet setting only minutes to town amenities and ${c.highways}.`,
  (c) => `Currently zoned ${c.zoning}; survey available upon request.`,
];
const RURAL_OPEN: Phrase[] = [
  (c) => `Picturesque ${c.acres}-acre property in ${c.community} with a ${c.style} home and rolling countryside views.`,
  (c) => `Country living at its finest: a private ${c.typeLabel} on a treed ${c.lot} lot.`,
  (c) => `Working farm with a bank barn, drive shed and fenced paddocks on ${c.acres} acres.`,
  (c) => `Escape the city to this ${c.beds}-bedroom country home just outside ${c.municipality}.`,
];
const RURAL_BODY: Phrase[] = [
  () => 'Drilled well and septic system with updated equipment and a newer roof.',
  () => 'A long tree-lined driveway leads to plenty of room for toys, trailers and a workshop.',
  () => 'Workable acreage is currently rented to a local farmer.',
  (c) => `Only minutes to ${c.municipality} amenities, schools and ${c.highways}.`,
  () => 'Enjoy stunning sunsets, walking trails and total privacy.',
  () => 'The bright farmhouse kitchen opens to a wraparound porch overlooking the fields.',
];
const COTTAGE_OPEN: Phrase[] = [
  (c) => `Charming four-season cottage in ${c.community}, steps from the water.`,
  (c) => `Your family getaway awaits: a ${c.beds}-bedroom cottage with a large deck and a private dock.`,
  (c) => `Turnkey retreat on a quiet road in ${c.community}, about an hour from Toronto.`,
];
const COTTAGE_BODY: Phrase[] = [
  () => 'The open living area features a wood-burning fireplace and vaulted pine ceilings.',
  () => 'Perfect for swimming, boating and fishing in summer and snowmobiling in winter.',
  () => 'Sold with most furnishings, so you can start enjoying it right away.',
  () => 'A bunkie provides extra sleeping space for guests.',
  () => 'Winterized with a newer furnace, updated windows and a drilled well.',
];
const RETAIL_OPEN: Phrase[] = [
  (c) => `Prime ${c.sqft} sq ft retail unit on busy ${c.street} with excellent exposure and high foot traffic.`,
  (c) => `High-visibility storefront in ${c.community} with large display windows.`,
  () => 'Plaza unit in a busy neighbourhood centre anchored by a major grocery store.',
];
const RETAIL_BODY: Phrase[] = [
  () => 'Ideal for a café, boutique, clinic, salon or professional office.',
  () => 'Ample on-site parking and pylon signage available.',
  () => 'Surrounded by dense residential growth and steady traffic all day.',
  (c) => `${c.zoning} zoning permits a wide range of commercial uses.`,
];
const OFFICE_OPEN: Phrase[] = [
  (c) => `Professional office space of approximately ${c.sqft} sq ft in a well-maintained building.`,
  (c) => `Bright office suite in ${c.community} with elevator access and great natural light.`,
  (c) => `Rarely available office condominium near ${c.crossA} and ${c.crossB}.`,
];
const OFFICE_BODY: Phrase[] = [
  () => 'Open work area, private offices, a boardroom and a kitchenette.',
  (c) => `Close to transit and ${c.highways}, with plenty of parking for staff and clients.`,
  () => 'Suitable for medical, legal, accounting or technology users.',
  () => 'Professionally managed building with on-site security.',
];
const INDUSTRIAL_OPEN: Phrase[] = [
  (c) => `Clean ${c.sqft} sq ft industrial unit with ${c.clearHeight}' clear height and truck-level shipping.`,
  (c) => `Freestanding industrial building on a ${c.lot} lot with outside storage.`,
  (c) => `Well-located industrial condo unit in ${c.community}, minutes to ${c.highways}.`,
];
const INDUSTRIAL_BODY: Phrase[] = [
  (c) => `${c.zoning} zoning permits manufacturing, warehousing and a variety of other uses.`,
  () => 'Ample on-site parking and easy truck access.',
  () => 'Finished office space at the front with a large warehouse area behind.',
  () => 'Drive-in door, 600 amp power and a fully sprinklered warehouse.',
];
const BUSINESS_OPEN: Phrase[] = [
  (c) => `Well-established ${c.businessType} in ${c.community} with a loyal customer base.`,
  (c) => `Turnkey ${c.businessType} for sale in a busy plaza near ${c.crossA}.`,
  (c) => `Profitable ${c.businessType} in a high-traffic location in ${c.municipality}.`,
];
const BUSINESS_BODY: Phrase[] = [
  () => 'All equipment and chattels are included, and the owner will provide training.',
  () => 'Reasonable rent with a long lease in place.',
  () => 'A great opportunity for an owner-operator or a first-time entrepreneur.',
  () => 'Owner retiring; please do not approach staff.',
  () => 'Strong sales with room to grow through delivery and catering.',
];
const INVESTMENT_OPEN: Phrase[] = [
  (c) => `Fully tenanted investment property on ${c.street} with stable, long-term income.`,
  (c) => `Attention investors: a ${c.residentialUnits}-unit building in ${c.community} with upside in rents.`,
  (c) => `Income-producing multi-residential building in ${c.community}, close to transit and shopping.`,
];
const INVESTMENT_BODY: Phrase[] = [
  () => 'Excellent cap rate; financials available upon request.',
  () => 'Long-term tenants and separately metered units.',
  () => 'Recent capital improvements include the roof, windows and boiler.',
  () => 'Coin laundry and on-site parking add ancillary income.',
];
const MIXED_OPEN: Phrase[] = [
  (c) => `Mixed-use building with a ground-floor store and ${c.residentialUnits} apartments above on ${c.street}.`,
  (c) => `Classic main-street storefront with residential units above in ${c.community}.`,
];
const MIXED_BODY: Phrase[] = [
  () => 'Live upstairs and run your business downstairs, or lease both for great returns.',
  () => 'Separate entrances for the store and the apartments.',
  (c) => `${c.zoning} zoning allows a variety of retail and service uses.`,
  () => 'Rear lane access with parking for tenants.',
];
const LOCATION: Phrase[] = [
  (c) => `Steps to top-rated schools, parks, shopping and transit, with quick access to ${c.highways}.`,
  (c) => `Walk to the shops, cafés and restaurants along ${c.crossA}, minutes to the GO station.`,
  () => 'Close to community centres, trails, the library and everyday amenities.',
  (c) => `Located near ${c.crossA} and ${c.crossB}, with easy access to ${c.highways} and public transit.`,
  (c) => `A short drive to ${c.municipality}'s best shopping, recreation and dining.`,
];
const CLOSE_SALE: readonly string[] = [
  "Don't miss this one!",
  'Book your private showing today.',
  'Simply move in and enjoy.',
  'A wonderful place to call home.',
  'Offers welcome anytime.',
];
const CLOSE_LEASE: readonly string[] = [
  'Tenant pays all utilities; credit check, employment letter and references required.',
  'Available immediately; non-smokers preferred.',
  "First and last month's rent deposit required.",
];
const CLOSE_COMMERCIAL_SALE: readonly string[] = [
  'Financial details available to qualified buyers.',
  'Call today for details or a private tour.',
  'Priced to sell.',
  'Vendor financing may be available.',
];
const CLOSE_COMMERCIAL_LEASE: Phrase[] = [
  (c) => `Net lease; additional rent (TMI) approx. $${c.tmi} per sq ft per year.`,
  () => 'Flexible lease terms available for qualified tenants.',
];

interface Bank {
  open: Phrase[];
  body: Phrase[];
  location: boolean;
}

/** Each kind's phrases; where a lease is worded otherwise, the openers by sale and lease. */
const BANKS: Readonly<Record<RemarkKind, Omit<Bank, 'open'> & { open: Phrase[] | { sale: Phrase[]; lease: Phrase[] } }>> = {
  house: { open: { sale: HOUSE_OPEN_SALE, lease: HOUSE_OPEN_LEASE }, body: HOUSE_BODY, location: true },
  townhouse: { open: TOWNHOUSE_OPEN, body: TOWNHOUSE_BODY, location: true },
  condo: { open: { sale: CONDO_OPEN_SALE, lease: CONDO_OPEN_LEASE }, body: CONDO_BODY, location: true },
  land: { open: LAND_OPEN, body: LAND_BODY, location: false },
  rural: { open: RURAL_OPEN, body: RURAL_BODY, location: false },
  cottage: { open: COTTAGE_OPEN, body: COTTAGE_BODY, location: false },
  retail: { open: RETAIL_OPEN, body: RETAIL_BODY, location: true },
  office: { open: OFFICE_OPEN, body: OFFICE_BODY, location: false },
  industrial: { open: INDUSTRIAL_OPEN, body: INDUSTRIAL_BODY, location: false },
  business: { open: BUSINESS_OPEN, body: BUSINESS_BODY, location: false },
  investment: { open: INVESTMENT_OPEN, body: INVESTMENT_BODY, location: true },
  mixed: { open: MIXED_OPEN, body: MIXED_BODY, location: true },
};

function bankFor(c: RemarkContext): Bank {
  const { open, body, location } = BANKS[c.kind];
  return { open: Array.isArray(open) ? open : c.lease ? open.lease : open.sale, body, location };
}

const COMMERCIAL: ReadonlySet<RemarkKind> = new Set(COMMERCIAL_KINDS);
const MIN_REMARKS = 150;
const MAX_REMARKS = 900;

/** 2–5 sentences: an opener, 1–3 distinct body sentences, maybe location, maybe a closer. */
export function composeRemarks(rng: Rng, c: RemarkContext): string {
  const bank = bankFor(c);
  const sentences: string[] = [rng.pick(bank.open)(c)];
  const bodyCount = rng.int(1, Math.min(3, bank.body.length));
  const start = rng.int(0, bank.body.length - 1);
  const step = 1 + rng.int(0, 1);
  for (let i = 0, at = start; i < bodyCount; i++, at += step) {
    const phrase = bank.body[at % bank.body.length];
    const sentence = phrase?.(c);
    if (sentence && !sentences.includes(sentence)) sentences.push(sentence);
  }
  if (bank.location && sentences.length < 5 && rng.chance(0.7)) sentences.push(rng.pick(LOCATION)(c));
  const isCommercial = COMMERCIAL.has(c.kind);
  if (sentences.length < 5 && rng.chance(0.6)) {
    if (isCommercial) sentences.push(c.lease ? rng.pick(CLOSE_COMMERCIAL_LEASE)(c) : rng.pick(CLOSE_COMMERCIAL_SALE));
    else sentences.push(rng.pick(c.lease ? CLOSE_LEASE : CLOSE_SALE));
  }
  // Top up short texts from the body bank so every listing reads like a real description.
  for (let i = 0; sentences.join(' ').length < MIN_REMARKS && i < bank.body.length; i++) {
    const sentence = bank.body[i]?.(c);
    if (sentence && !sentences.includes(sentence)) sentences.splice(sentences.length - 1, 0, sentence);
  }
  let text = sentences.join(' ');
  while (text.length > MAX_REMARKS && sentences.length > 2) {
    sentences.pop();
    text = sentences.join(' ');
  }
  return text;
}

const HOUSE_INCLUDES: readonly string[] = [
  'Stainless Steel Fridge, Stove, Dishwasher, Washer & Dryer',
  'Fridge, Stove, Built-In Dishwasher, Microwave, Washer & Dryer',
  'Gas Stove, Fridge, Dishwasher, Range Hood, Front-Load Washer & Dryer',
];
const CONDO_INCLUDES: readonly string[] = [
  'Fridge, Stove, Built-In Dishwasher, Microwave, Stacked Washer & Dryer',
  'Integrated Fridge, Cooktop, Oven, Dishwasher, Stacked Washer & Dryer',
  'Stainless Steel Appliances, Washer & Dryer',
];

export function composeExtras(rng: Rng, c: RemarkContext): string {
  switch (c.kind) {
    case 'house':
    case 'townhouse':
    case 'rural':
    case 'cottage': {
      const extras = [`Includes: ${rng.pick(HOUSE_INCLUDES)}, All Electrical Light Fixtures, All Window Coverings`];
      if (c.hasGarage) extras.push('Garage Door Opener & Remote');
      const text = `${extras.join(', ')}.`;
      return `${text} ${rng.chance(0.5) ? 'Hot Water Tank Is A Rental.' : 'Hot Water Tank Owned.'}`;
    }
    case 'condo':
      return `Includes: ${rng.pick(CONDO_INCLUDES)}, All Elfs & Window Coverings.${c.hasParking ? ' One Parking & One Locker.' : ' One Locker.'}`;
    case 'land':
      return rng.chance(0.5) ? 'Buyer to verify all measurements, taxes and zoning.' : 'Vendor take-back mortgage available.';
    case 'business':
      return 'List of chattels and equipment available upon request. Do not go direct.';
    default:
      return c.lease ? `TMI approx. $${c.tmi}/sq ft/yr. Tenant to verify all measurements.` : 'Buyer to verify all measurements, zoning and permitted uses.';
  }
}
