import type { Config } from '../config';

/**
 * The origin (and path prefix) of every absolute link the status domain writes: /api/v2's page.url and shortlinks,
 * the feeds, e-mails and webhooks. Only configuration decides it, never a request's Host or X-Forwarded-Host:
 * feeds and API answers are cached publicly, so one forged header would otherwise serve forged links to everyone.
 * Without PUBLIC_URL the address the server listens on stands in; pages link relatively and need neither.
 */
export function publicBaseUrl(config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL;
  const host = config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
  return `http://${host}:${config.PORT}`;
}
