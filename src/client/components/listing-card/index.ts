/** The listing-card family, for pages that show listings (search, Home, detail, map list). */
export { ListingCard, LISTING_CARD_SIZES, type ListingCardProps } from './ListingCard.tsx';
export { ListingGrid, type ListingGridProps } from './ListingGrid.tsx';
export { InfiniteListingList, END_OF_RESULTS, NO_RESULTS, type InfiniteListingListProps } from './InfiniteListingList.tsx';
export { descriptionPreview, formatListingPrice, isLease, isSold, transactionLabel } from './listing-format.ts';
