/**
 * Cache-Control max-age per route, as the reference sets it (rest/config/application.yml): immutable
 * history for 600 s, lists of accounts/contracts/schedules/tokens 10 s, single accounts and the
 * transactions list 2 s, everything else 1 s.
 */
const RULES: [RegExp, number][] = [
  [/^\/api\/v1\/blocks\/[^/]+$/, 600],
  [/^\/api\/v1\/contracts\/results\/[^/]+\/actions$/, 600],
  [/^\/api\/v1\/contracts\/results\/[^/]+$/, 600],
  [/^\/api\/v1\/contracts\/[^/]+\/results\/[^/]+$/, 600],
  [/^\/api\/v1\/transactions\/[^/]+$/, 600],
  [/^\/api\/v1\/accounts\/[^/]+\/rewards$/, 60],
  [/^\/api\/v1\/network\/(fees|nodes|supply|stake|exchangerate)$/, 60],
  [/^\/api\/v1\/(accounts|contracts|contracts\/results|contracts\/results\/logs|schedules|tokens)$/, 10],
  [/^\/api\/v1\/tokens\/[^/]+$/, 5],
  [/^\/api\/v1\/accounts\/[^/]+$/, 2],
  [/^\/api\/v1\/transactions$/, 2],
];

export function maxAgeFor(pathname: string): number {
  for (const [pattern, seconds] of RULES) if (pattern.test(pathname)) return seconds;
  return 1;
}
