/**
 * The board's VOW-only facts: shown only to a signed-in visitor who accepted the VOW terms
 * (`ctx.vowVisitor()`), never to anyone else. The anonymous no-leak test fails on any answer that
 * carries one of these names (in the domain shape or the legacy REST shape).
 */
export const VOW_FIELD_NAMES = [
  'closePrice',
  'closeDate',
  'purchaseContractDate',
  'daysOnMarket',
  'close_price',
  'close_date',
  'purchase_contract_date',
  'days_on_market',
  'history',
  'Sp_dol',
  'Cd',
  'Dom',
  // Market and building pages (#shared/market/*.schema.ts).
  'medianSoldPrice',
  'soldToAskRatio',
  'salesCount',
  'pastSales',
  'pastLeases',
  'soldPrice',
  'soldPricePerSqft',
  // The VOW answers of the detail history and closed searches (schemas/vow-listing.schema.ts).
  'cumulativeDaysOnMarket',
  'previousListings',
] as const;

/** Market states of a listing that only VOW visitors may see as listings (sold and leased). */
export const VOW_ONLY_MARKET_STATUSES = ['sold', 'leased'] as const;
