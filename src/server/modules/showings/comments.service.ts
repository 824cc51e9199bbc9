/**
 * Visitors' feedback on the homes they visited: one comment row per rated property (MLS number,
 * address, rating, comment). With the appointment's url_code the rating is also kept on the
 * appointment's showing entry, and rating the same home again replaces the earlier comment.
 * Public readers get first names only and never an e-mail address.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { TAdminComment, TPublicComment, ZCommentEntry, ZCommentInput } from '#shared/schemas/showings.schema.ts';
import { escapeLike } from '#shared/text/escape.ts';
import { notFound } from '../../errors.ts';
import { Listing } from '../listings/listing.entity.ts';
import { findAppointmentByCode } from './appointments.service.ts';
import { Comment, type IComment, type IShowingEntry } from './showing.entity.ts';

type CommentData = z.output<typeof ZCommentInput>;
type CommentEntryData = z.output<typeof ZCommentEntry>;

const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? '';

/** LIKE wildcards in the visitor's or agent's text are literal characters. */

function toPublicComment(comment: IComment): TPublicComment {
  return {
    id: comment.id,
    mls: comment.mls ?? null,
    address: comment.address ?? null,
    customerName: firstName(comment.customerName),
    rating: comment.rating ?? null,
    comment: comment.comment ?? null,
    createdAt: comment.createdAt.toISOString(),
  };
}

function toAdminComment(comment: IComment): TAdminComment {
  return {
    ...toPublicComment(comment),
    customerName: comment.customerName,
    customerEmail: comment.customerEmail,
    listingId: comment.listing?.id ?? null,
    appointmentId: comment.appointment?.id ?? null,
  };
}

function matchShowingEntry(entries: IShowingEntry[], rated: CommentEntryData): IShowingEntry | undefined {
  if (rated.listingId != null) {
    const byListing = entries.find((entry) => entry.listing?.id === rated.listingId);
    if (byListing) return byListing;
  }
  if (rated.mls) {
    const byMls = entries.find((entry) => entry.mls?.toLowerCase() === rated.mls!.toLowerCase());
    if (byMls) return byMls;
  }
  return rated.address ? entries.find((entry) => entry.address?.trim().toLowerCase() === rated.address!.toLowerCase()) : undefined;
}

export async function saveComments(em: EntityManager, input: CommentData): Promise<number> {
  return em.transactional(async (tx) => {
    const appointment = input.appointment ? await findAppointmentByCode(tx, input.appointment) : null;
    const customerName = input.customerName ?? appointment!.fullName;
    const customerEmail = input.emailAddress ?? appointment!.emailAddress;
    const rated = input.data.filter((entry) => entry.rating != null || entry.comment != null);

    const listingIds = rated.flatMap((entry) => (entry.listingId != null ? [entry.listingId] : []));
    // Only public listings are looked up by the id a visitor sends: the public comments show the
    // MLS number and address found, and a sold or hidden listing's must not reach them (issue #15).
    const listings =
      listingIds.length > 0
        ? await tx.find(Listing, { id: { $in: listingIds }, isActive: true, agentHidden: false }, { fields: ['id', 'listingKey', 'address'] })
        : [];
    const listingById = new Map(listings.map((listing) => [listing.id, listing]));

    for (const entry of rated) {
      const showing = appointment ? matchShowingEntry(appointment.entries.getItems(), entry) : undefined;
      const listing = (entry.listingId != null ? listingById.get(entry.listingId) : undefined) ?? showing?.listing ?? null;
      const mls = showing?.mls ?? listing?.listingKey ?? entry.mls ?? null;
      const address = showing?.address ?? listing?.address ?? entry.address ?? null;
      if (appointment) await tx.nativeDelete(Comment, { appointment: appointment.id, mls, address });
      if (showing) {
        showing.rating = entry.rating ?? null;
        showing.comment = entry.comment ?? null;
      }
      tx.create(Comment, {
        appointment: appointment?.id ?? null,
        listing: listing?.id ?? null,
        mls,
        address,
        customerName,
        customerEmail,
        rating: entry.rating ?? null,
        comment: entry.comment ?? null,
      });
    }
    return rated.length;
  });
}

export async function latestComments(em: EntityManager, limit: number): Promise<IComment[]> {
  return em.find(Comment, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
}

export const latestPublicComments = async (em: EntityManager, limit: number) => (await latestComments(em, limit)).map(toPublicComment);
export const latestAdminComments = async (em: EntityManager, limit: number) => (await latestComments(em, limit)).map(toAdminComment);

/** The agent's search over MLS number, address, customer name and e-mail (case-insensitive, substring). */
export async function searchComments(em: EntityManager, query: string, limit: number): Promise<TAdminComment[]> {
  const pattern = `%${escapeLike(query)}%`;
  const comments = await em.find(
    Comment,
    { $or: [{ mls: { $ilike: pattern } }, { address: { $ilike: pattern } }, { customerName: { $ilike: pattern } }, { customerEmail: { $ilike: pattern } }] },
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit },
  );
  return comments.map(toAdminComment);
}

function averageRating(comments: IComment[]): { rating: number | null; count: number } {
  const ratings = comments.flatMap((comment) => (comment.rating != null ? [Number(comment.rating)] : []));
  if (ratings.length === 0) return { rating: null, count: 0 };
  const mean = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
  return { rating: Math.round(mean * 100) / 100, count: ratings.length };
}

/** A property's feedback (GET /admin/comments/property/:id): linked by listing, or by its MLS number. */
export async function propertyComments(em: EntityManager, listingId: number) {
  const listing = await em.findOne(Listing, { id: listingId }, { fields: ['id', 'listingKey'] });
  if (!listing) throw notFound('Property');
  const comments = await em.find(
    Comment,
    { $or: [{ listing: listing.id }, { mls: { $ilike: escapeLike(listing.listingKey) } }] },
    { orderBy: { createdAt: 'desc', id: 'desc' } },
  );
  return { rating: averageRating(comments), comments: comments.map(toAdminComment) };
}

/** Public feedback on one MLS number (GET /public/comments/:x). */
export async function mlsComments(em: EntityManager, mls: string) {
  const comments = await em.find(Comment, { mls: { $ilike: escapeLike(mls) } }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  return { rating: averageRating(comments), comments: comments.map(toPublicComment) };
}
