/**
 * A fake OData server for each test of a describe block (started before each test, stopped after
 * it) and RESO sources that read it, never waiting between retries unless told: the setup the
 * RESO source and importer tests share.
 */
import { afterEach, beforeEach } from 'vitest';
import { ResoSource, type ResoSourceOptions } from '../sources/reso-source.ts';
import { FakeODataServer, type FakeODataOptions } from './fake-odata-server.ts';

export function fakeResoFeed(options: FakeODataOptions) {
  let server: FakeODataServer | undefined;
  let baseUrl = '';
  beforeEach(async () => {
    server = new FakeODataServer(options);
    baseUrl = await server.start();
  });
  afterEach(() => server?.stop());
  return {
    /** This test's server: its rows, scripted failures and the requests it saw. */
    get server(): FakeODataServer {
      if (!server) throw new Error('The fake feed runs only inside a test.');
      return server;
    },
    /** A RESO source on this test's server, with the server's token unless `overrides` say otherwise. */
    source: (overrides: Partial<ResoSourceOptions> = {}) => new ResoSource({ baseUrl, token: options.token, sleep: async () => undefined, ...overrides }),
  };
}
