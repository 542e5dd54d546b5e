import { z } from 'zod';
import {
  ComponentGroupSchema,
  ManageComponentSchema,
  ManageIncidentSchema,
  SubscriberSchema,
} from '@/lib/schemas/status';

/** The authoring page's calls, through the same-origin proxy; errors carry the Manage API's own message. */
export class AdminError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function adminCall<S extends z.ZodType>(
  schema: S,
  method: string,
  path: string,
  body?: unknown,
): Promise<z.infer<S>> {
  const response = await fetch(`/status/admin/api/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    cache: 'no-store',
  });
  const text = await response.text();
  let value: unknown = null;
  try {
    value = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON: the status says enough */
  }
  if (!response.ok) {
    const message = (value as { error?: string } | null)?.error ?? `HTTP ${response.status}`;
    throw new AdminError(response.status, message);
  }
  return schema.parse(value);
}

export const IncidentList = z.array(ManageIncidentSchema);
export const ComponentList = z.array(ManageComponentSchema);
export const GroupList = z.array(ComponentGroupSchema);
export const SubscriberList = z.array(SubscriberSchema);
export { ComponentGroupSchema, ManageComponentSchema, ManageIncidentSchema };
