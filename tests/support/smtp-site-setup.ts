/**
 * The browser run's second site: the same app, sending its mail over SMTP to a real in-process
 * SMTP server (smtp-server) instead of keeping it in the dev mailbox. The server lives in the
 * global-setup process; test files read what it received from a small JSON endpoint on 127.0.0.1
 * (`smtp-site.ts`), because they run in other processes.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Runtime } from '#server/runtime.ts';
import { startTestSmtpServer } from '#server/mail/testing/test-smtp-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    smtpSiteUrl: string;
    smtpMailsUrl: string;
    /** The SMTP site's database, for a test that imports a feed change the way the importer does (listing alerts). */
    smtpSiteDatabaseUrl: string;
  }
}

/** One received message as the test files see it. */
export interface MailSeen {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export interface SmtpSite {
  url: string;
  mailsUrl: string;
  databaseUrl: string;
  close(): Promise<void>;
}

export async function startSmtpSite(startSite: (overrides: Record<string, string>) => Promise<Runtime>): Promise<SmtpSite> {
  const smtp = await startTestSmtpServer();
  const runtime = await startSite({ SMTP_URL: smtp.url, MAIL_FROM: 'Realtor <listings@realtor.test>' });
  const mails = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/mails') {
      response.writeHead(404).end();
      return;
    }
    const seen: MailSeen[] = smtp.received.map((mail) => ({
      to: mail.envelope.to,
      from: mail.envelope.from,
      subject: mail.parsed.subject ?? '',
      text: mail.parsed.text ?? '',
      html: typeof mail.parsed.html === 'string' ? mail.parsed.html : '',
      headers: Object.fromEntries(mail.parsed.headerLines.map((line) => [line.key, line.line.slice(line.line.indexOf(':') + 1).trim()])),
    }));
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(seen));
  });
  await new Promise<void>((resolve) => mails.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: runtime.url!,
    databaseUrl: runtime.services.config.env.DATABASE_URL!,
    mailsUrl: `http://127.0.0.1:${(mails.address() as AddressInfo).port}/mails`,
    async close() {
      await new Promise<void>((resolve) => mails.close(() => resolve()));
      await runtime.close();
      await smtp.stop();
    },
  };
}
