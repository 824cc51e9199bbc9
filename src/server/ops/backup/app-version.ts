/** The app's name and version as package.json says, recorded in every backup's manifest. */
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_DIR } from '../../project-dir.ts';

const packageJson = JSON.parse(fs.readFileSync(path.join(PROJECT_DIR, 'package.json'), 'utf8')) as { name: string; version: string };

export const APP_NAME = packageJson.name;
export const APP_VERSION = packageJson.version;
