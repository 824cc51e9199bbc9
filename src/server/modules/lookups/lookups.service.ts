import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../errors.ts';
import type { TMunicipality } from '#shared/schemas/lookup.schema.ts';
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
  const [row] = await em
    .createQueryBuilder(Municipality)
    .where('lower(name) = lower(?)', [name.trim()])
    .limit(1)
    .getResultList();
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
