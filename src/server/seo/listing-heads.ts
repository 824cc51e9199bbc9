/**
 * The listing detail page's head: the listing as a schema.org offer with its address and price,
 * and a preload of the gallery's first photo (the page's largest image).
 */
import { listingPagePath, type FeedClass } from '#shared/listing-classes.ts';
import { DETAIL_GALLERY_SIZES } from '#shared/listing-photos.ts';
import { madePhoto } from '../media/listing-photo-files.ts';
import { listingImage } from '../modules/listings/listing-read-model.ts';
import { placeJsonLd } from './json-ld.ts';
import type { SeoRoute } from './seo-types.ts';
import { publicListingSql } from '../modules/listings/public-listing.ts';
import { prepared } from '../db/prepared-statement.ts';

interface ListingHeadRow {
  id: number;
  listing_key: string;
  feed_class: FeedClass;
  address: string;
  unit_number: string | null;
  municipality: string;
  postal_code: string | null;
  price: string | null;
  transaction_type: string;
  property_sub_type: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  remarks: string | null;
  latitude: number | null;
  longitude: number | null;
  list_office_name: string | null;
  first_photo: { media_key: string | null; file_token: string | null; width: number | null; height: number | null } | null;
}

/**
 * What a listing page's head says of it. Prepared (db/prepared-statement.ts): planned once per
 * connection, where a plain statement was planned at every page (~0.4–1 ms of PostgreSQL's CPU
 * with listing's indexes).
 */
const LISTING_HEAD_SQL = `select l.id, l.listing_key, l.feed_class, l.address, l.unit_number, l.municipality, l.postal_code, l.price::text as price,
    l.transaction_type, l.property_sub_type, l.bedrooms, l.bathrooms, l.remarks, l.latitude, l.longitude, l.list_office_name,
    -- The gallery's first photo, in the detail answer's order (listing-read-model loadDetail).
    (select json_build_object('media_key', m.media_key, 'file_token', m.file_token, 'width', m.width, 'height', m.height) from listing_media m
     where m.listing_id = l.id and m.status = 'ready' order by m.is_main desc, m.ord limit 1) as first_photo
  from listing l where l.id = $1 and ${publicListingSql('l')}`;

export const LISTING_SEO_ROUTES: SeoRoute[] = [
  {
    pattern: '/estate/details/:propertyId/:propertyType',
    resolve: async ({ propertyId = '' }, { services, origin }) => {
      if (!/^\d{1,9}$/.test(propertyId)) return null;
      const { rows } = await services.pool.query<ListingHeadRow>(prepared({ text: LISTING_HEAD_SQL, values: [Number(propertyId)] }));
      const listing = rows[0];
      if (!listing) return { page: 'Property Details', canonicalPath: `/estate/details/${propertyId}`, noindex: true };
      const street = [listing.unit_number ? `${listing.unit_number} -` : '', listing.address].filter(Boolean).join(' ');
      const place = `${street}, ${listing.municipality}`;
      const price = listing.price ? Number(listing.price) : null;
      const priceText = price ? ` — $${price.toLocaleString('en-CA')}${listing.transaction_type === 'Sale' ? '' : '/month'}` : '';
      const facts = [listing.property_sub_type, listing.bedrooms ? `${listing.bedrooms} bed` : null, listing.bathrooms ? `${listing.bathrooms} bath` : null]
        .filter(Boolean)
        .join(', ');
      const canonicalPath = listingPagePath(listing.id, listing.feed_class);
      const files = listing.first_photo ? madePhoto(listing.listing_key, listing.first_photo) : null;
      const photo = files ? listingImage(files, listing.first_photo!.height, '1280') : null;
      return {
        page: `${place}${priceText}`,
        canonicalPath,
        description: `${facts ? `${facts}. ` : ''}MLS® ${listing.listing_key}. ${listing.remarks ?? ''}`,
        imageUrl: photo?.url,
        preloadImage: photo ? { href: photo.url, srcset: photo.srcset, sizes: DETAIL_GALLERY_SIZES } : undefined,
        type: 'product',
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'RealEstateListing',
            name: place,
            url: `${origin}${canonicalPath}`,
            ...(photo ? { image: `${origin}${photo.url}` } : {}),
            description: listing.remarks ?? undefined,
            identifier: listing.listing_key,
            offers: {
              '@type': 'Offer',
              ...(price ? { price, priceCurrency: 'CAD' } : {}),
              businessFunction: listing.transaction_type === 'Sale' ? 'http://purl.org/goodrelations/v1#Sell' : 'http://purl.org/goodrelations/v1#LeaseOut',
              availability: 'https://schema.org/InStock',
              ...(listing.list_office_name ? { offeredBy: { '@type': 'Organization', name: listing.list_office_name } } : {}),
            },
            contentLocation: {
              '@type': 'Place',
              ...placeJsonLd({
                street,
                municipality: listing.municipality,
                postalCode: listing.postal_code,
                latitude: listing.latitude,
                longitude: listing.longitude,
              }),
            },
          },
        ],
      };
    },
  },
];
