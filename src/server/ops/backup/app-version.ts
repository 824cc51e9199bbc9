/** The app's name and version as package.json says, recorded in every backup's manifest. */
import { createRequire } from 'node:module';

const packageJson = createRequire(import.meta.url)('../../../../package.json') as { name: string; version: string };

export const APP_NAME = packageJson.name;
export const APP_VERSION = packageJson.version;
