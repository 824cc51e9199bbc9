import { z } from 'zod';

export const ZMunicipality = z.object({
  id: z.number(),
  Municipality: z.string(),
  region: z.string().nullable(),
  Mun_lat: z.number(),
  Mun_lng: z.number(),
});
export type TMunicipality = z.infer<typeof ZMunicipality>;

export const ZGeocodeInput = z.object({ locationName: z.string().trim().min(1).max(100) });
