/** Milliseconds in a UTC day: the one definition the date arithmetic of the site and the sample feed uses. */
export const DAY_MS = 86_400_000;
