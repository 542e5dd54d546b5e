import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * Real receivers for the delivery tests: an SMTP server and an HTTP endpoint, in process. Only tests (and
 * scripts/e2e.ts, for the browser tests) import this; the per-test set-up around them is ./receivers.testing.ts.
 */

/** The List-Unsubscribe header as sent (mailparser folds the List-* headers into one parsed `list` header). */
const unsubscribeHeader = (mail: ParsedMail) =>
  mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line.replace(/^[^:]*:\s*/, '') ?? null;

export interface MailSink {
  url: string;
  messages: ParsedMail[];
  close(): Promise<void>;
}

/**
 * With `saveTo`, each message is also written there as `<n>.json` ({ to, subject, text, list_unsubscribe }), so a
 * browser test in another process (scripts/e2e.ts runs this sink for the server) can read what was sent.
 */
export async function startSmtpSink({ saveTo }: { saveTo?: string } = {}): Promise<MailSink> {
  const messages: ParsedMail[] = [];
  if (saveTo) mkdirSync(saveTo, { recursive: true });
  const save = (mail: ParsedMail) => {
    if (!saveTo) return;
    const to = [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address));
    const record = { to, subject: mail.subject, text: mail.text, list_unsubscribe: unsubscribeHeader(mail) };
    writeFileSync(path.join(saveTo, `${messages.length}.json`), JSON.stringify(record));
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          save(mail);
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface WebhookHit {
  headers: IncomingHttpHeaders;
  body: string;
  status: number;
}

export interface WebhookSink {
  url: string;
  hits: WebhookHit[];
  /** Answer 503 to this many more requests. */
  failNext(count: number): void;
  close(): Promise<void>;
}

export async function startWebhookSink(delayMs = 0): Promise<WebhookSink> {
  const hits: WebhookHit[] = [];
  let failures = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const status = failures > 0 ? 503 : 200;
      if (failures > 0) failures--;
      hits.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), status });
      setTimeout(() => res.writeHead(status).end(), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    hits,
    failNext: (count) => (failures = count),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
