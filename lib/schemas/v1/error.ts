import { z } from 'zod';

/** One message of an error answer; the reference may add `detail` and `data`, we only ever send `message`. */
export const ErrorMessage = z.object({
  message: z.string(),
  detail: z.string().nullable().optional(),
  data: z.string().nullable().optional(),
});
export type ErrorMessage = z.infer<typeof ErrorMessage>;

/** Every 4xx/5xx answer: `{"_status":{"messages":[{"message":"..."}]}}`. */
export const ErrorResponse = z.object({ _status: z.object({ messages: z.array(ErrorMessage) }) });
export type ErrorResponse = z.infer<typeof ErrorResponse>;
