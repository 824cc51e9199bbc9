/**
 * The map route accepts both '/estate/toronto' (navigation) and '/estate/Toronto' (home tiles);
 * this turns either into the display form, e.g. 'richmond hill' → 'Richmond Hill'.
 */
export function formatCityName(locationName: string): string {
  return locationName
    .trim()
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}
