/** Every entity of the data model, registered with MikroORM in one list. */
import { User, UserSession } from '../modules/users/user.entity.ts';
import { Community, ListingType, Municipality, PropertyType } from '../modules/lookups/lookup.entity.ts';
import { Listing, ListingMedia } from '../modules/listings/listing.entity.ts';
import { QuarantinedRecord, SyncRun, SyncState } from '../modules/importer/importer.entity.ts';
import { ContactInquiry, Enquiry } from '../modules/messages/message.entity.ts';
import { Appointment, Comment, ShowingEntry } from '../modules/showings/showing.entity.ts';
import { Todo, TodoCategory } from '../modules/todos/todo.entity.ts';
import { EmailContact, EmailDelivery, EmailGroup, EmailMessage, MailboxMessage } from '../modules/email/email.entity.ts';
import { BlogCategory, BlogPost, BlogReply } from '../modules/blog/blog.entity.ts';
import { SiteSettings } from '../modules/settings/site-settings.entity.ts';
import { RequestLimit } from '../limits/request-limit.entity.ts';
import { FeedOutage } from '../ops/watchdog/feed-outage.entity.ts';
import { AvailabilityBlock, ShowingTour, TourSettings } from '../modules/tours/tour.entity.ts';

export const ENTITIES = [
  User,
  UserSession,
  Municipality,
  Community,
  PropertyType,
  ListingType,
  Listing,
  ListingMedia,
  SyncState,
  SyncRun,
  QuarantinedRecord,
  Enquiry,
  ContactInquiry,
  Appointment,
  ShowingEntry,
  Comment,
  TodoCategory,
  Todo,
  EmailGroup,
  EmailContact,
  EmailMessage,
  EmailDelivery,
  MailboxMessage,
  BlogCategory,
  BlogPost,
  BlogReply,
  SiteSettings,
  RequestLimit,
  FeedOutage,
  TourSettings,
  AvailabilityBlock,
  ShowingTour,
];
