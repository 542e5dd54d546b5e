/**
 * What an authoring function receives and answers. The Manage API's router (lib/status/http/manage) matches the
 * path, checks the credential and parses the body with the endpoint's Zod schema before calling it, so `body` is
 * already the schema's output here.
 */
export interface ManageRequest<P extends Record<string, string>, B = undefined> {
  params: P;
  body: B;
  /** The request's URL, for the list endpoints' `page` and `limit`. */
  url: URL;
}

export interface ManageResult {
  status?: number;
  body: unknown;
}
