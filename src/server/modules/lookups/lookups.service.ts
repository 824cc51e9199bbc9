import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../errors.ts';
import type { LookupKind, TMunicipality } from '#shared/schemas/lookup.schema.ts';
import { ListingType, Municipality, PropertyType, type IMunicipality } from './lookup.entity.ts';

const toMunicipality = (row: IMunicipality): TMunicipality => ({
  id: row.id,
  Municipality: row.name,
  region: row.region ?? null,
  Mun_lat: row.latitude,
  Mun_lng: row.longitude,
});

export async function listMunicipalities(em: EntityManager): Promise<TMunicipality[]> {
  const rows = await em.find(Municipality, {}, { orderBy: { name: 'asc' } });
  return rows.map(toMunicipality);
}

/** The municipality named (any case, surrounding spaces ignored); a clear 404 otherwise. */
export async function geocodeMunicipality(em: EntityManager, name: string): Promise<TMunicipality> {
  const [row] = await em.createQueryBuilder(Municipality).where('lower(name) = lower(?)', [name.trim()]).limit(1).getResultList();
  if (!row) throw new AppError('NOT_FOUND', `No municipality named '${name.trim()}' is known.`);
  return toMunicipality(row);
}

export async function listPropertyTypes(em: EntityManager) {
  const rows = await em.find(PropertyType, {}, { orderBy: { propType: 'asc' } });
  return rows.map((row) => ({ id: row.id, prop_type: row.propType }));
}

export async function listListingTypes(em: EntityManager) {
  const rows = await em.find(ListingType, {}, { orderBy: { id: 'asc' } });
  return rows.map((row) => ({ id: row.id, type: row.type }));
}

// --- The admin Settings screen ----------------------------------------------------------------------

/** Names are unique whatever their case (unique indexes on lower(...)): a second one is a 409. */
async function insertUnique<T>(em: EntityManager, what: string, name: string, insert: () => Promise<T>): Promise<T> {
  try {
    return await insert();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) {
      throw new AppError('CONFLICT', `${what} '${name}' already exists.`);
    }
    throw error;
  } finally {
    em.clear();
  }
}

export async function createMunicipality(
  em: EntityManager,
  input: { Municipality: string; Mun_lat: number; Mun_lng: number; region?: string | undefined },
): Promise<TMunicipality> {
  return insertUnique(em, 'Municipality', input.Municipality, async () => {
    const row = em.create(Municipality, { name: input.Municipality, region: input.region ?? null, latitude: input.Mun_lat, longitude: input.Mun_lng });
    await em.flush();
    return toMunicipality(row);
  });
}

export async function createPropertyType(em: EntityManager, name: string) {
  return insertUnique(em, 'Property type', name, async () => {
    const row = em.create(PropertyType, { propType: name });
    await em.flush();
    return { id: row.id, prop_type: row.propType };
  });
}

export async function createListingType(em: EntityManager, name: string) {
  return insertUnique(em, 'Listing type', name, async () => {
    const row = em.create(ListingType, { type: name });
    await em.flush();
    return { id: row.id, type: row.type };
  });
}

/** Deletes one entry; listings keep their text values (they are not linked to the lists). */
export async function deleteLookup(em: EntityManager, kind: LookupKind, id: number): Promise<void> {
  const deleted =
    kind === 'municipality'
      ? await em.nativeDelete(Municipality, { id })
      : kind === 'property'
        ? await em.nativeDelete(PropertyType, { id })
        : await em.nativeDelete(ListingType, { id });
  if (deleted === 0)
    throw new AppError('NOT_FOUND', `No ${kind === 'property' ? 'property type' : kind === 'listing' ? 'listing type' : 'municipality'} #${id}.`);
}
