/**
 * Blog dates read 'DD MMM YYYY' (public spec, section 9), on the agent's Toronto calendar.
 * Month names are fixed here because ICU versions disagree on some short names ('Sep'/'Sept').
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const TORONTO_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: 'numeric', day: 'numeric' });

export function formatBlogDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(TORONTO_DATE.formatToParts(date).map((part) => [part.type, part.value]));
  return `${String(parts.day).padStart(2, '0')} ${MONTHS[Number(parts.month) - 1]} ${parts.year}`;
}
