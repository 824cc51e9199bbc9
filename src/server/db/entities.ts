/**
 * The entities MikroORM manages, in one list: only the tables whose services read and write them
 * through the EntityManager (see "Data access" in ARCHITECTURE.md). Every other table is reached
 * with SQL and has no entity.
 */
import { User, UserSession } from '../modules/users/user.entity.ts';
import { ListingType, Municipality, PropertyType } from '../modules/lookups/lookup.entity.ts';
import { Listing } from '../modules/listings/listing.entity.ts';
import { ContactInquiry, Enquiry } from '../modules/messages/message.entity.ts';
import { Appointment, Comment, ShowingEntry } from '../modules/showings/showing.entity.ts';
import { SiteSettings } from '../modules/settings/site-settings.entity.ts';

export const ENTITIES = [
  User,
  UserSession,
  Municipality,
  PropertyType,
  ListingType,
  Listing,
  Enquiry,
  ContactInquiry,
  Appointment,
  ShowingEntry,
  Comment,
  SiteSettings,
];
