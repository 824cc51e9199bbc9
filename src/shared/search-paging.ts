/** Page sizes of listing searches, apart from the zod schemas: the search routes' loaders (browser entry bundle) read them. */
export const SEARCH_PAGE_SIZE = 24;
export const MAX_SEARCH_PAGE_SIZE = 100;
