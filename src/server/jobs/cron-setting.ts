/**
 * A schedule setting from the environment: a cron expression, or `off` for a site that must not
 * run that schedule (the importer's sync on a server whose feed another one pulls, the test
 * sites whose listings must not change under a running test). A wrong expression stops the start
 * with the setting's name rather than a schedule that never fires.
 */
import cron from 'node-cron';

/** The expression to schedule, or null when the setting is `off`. */
export function cronSetting(name: string, value: string): string | null {
  if (value.trim().toLowerCase() === 'off') return null;
  if (!cron.validate(value)) throw new Error(`${name} is not a valid cron expression: '${value}' (or 'off')`);
  return value;
}
