/** What each domain exports to start its queue handlers; register-workers.ts lists them. Its own file so job files need not import the list that imports them. */
import type { AppServices } from '../services.ts';

export type WorkerRegistration = (services: AppServices) => Promise<void>;
