/** The agent's default mortgage rate (site settings), used when a link does not set one. */
import { FALLBACK_RATE_PERCENT } from '#shared/schemas/calculator-search.schema.ts';
import { useSiteSettings } from '../../hooks/use-site-settings.ts';

export function useDefaultRatePercent(): number {
  return useSiteSettings()?.default_mortgage_rate ?? FALLBACK_RATE_PERCENT;
}
