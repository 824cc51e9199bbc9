import { describe, expect, it } from 'vitest';
import { loggableUrl, scrubText, serializeError } from './http-log.ts';

describe('loggableUrl', () => {
  it('drops the query string and logs a route with a secret parameter by its pattern', () => {
    expect(loggableUrl({ url: '/trpc/listings.search?input=%7B%22email%22%3A%22a%40b.ca%22%7D' })).toBe('/trpc/listings.search?…');
    expect(loggableUrl({ url: '/estate/toronto' })).toBe('/estate/toronto');
    expect(loggableUrl({ url: '/api/public/unsubscribe/s3cret-token', routeOptions: { url: '/api/public/unsubscribe/:token' } })).toBe(
      '/api/public/unsubscribe/:token',
    );
  });
});

describe('serializeError', () => {
  it("keeps only PostgreSQL's message of a database error, without SQL values, detail or e-mails", () => {
    // The shape of MikroORM's DriverException over knex: the query with its values, then pg's message.
    const error = Object.assign(
      new Error(`insert into "contact" ("email") values ('maria@example.org') - duplicate key value violates unique constraint "contact_email_key"`),
      {
        name: 'UniqueConstraintViolationException',
        code: '23505',
        sqlState: '23505',
        detail: 'Key (email)=(maria@example.org) already exists.',
      },
    );
    const logged = serializeError(new Error('tRPC procedure failed', { cause: error }));
    expect(logged.cause).toMatchObject({
      type: 'UniqueConstraintViolationException',
      code: '23505',
      message: 'duplicate key value violates unique constraint "contact_email_key"',
    });
    expect(JSON.stringify(logged)).not.toContain('maria@example.org');
    expect(logged.stack).toMatch(/^\s+at /);
  });

  it('scrubs e-mail addresses and quoted literals from any message', () => {
    expect(scrubText(`no contact 'x' for maria.lopez+news@example.co.uk`)).toBe(`no contact '…' for [e-mail]`);
  });
});
