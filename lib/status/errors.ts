import { HttpError } from '../http/errors';

/** The status APIs' errors: an HttpError whose one message becomes `{"error": "..."}`. */
export const notFound = (what: string) => new HttpError(404, `${what} not found`);
export const unprocessable = (message: string) => new HttpError(422, message);
export const badRequest = (message: string) => new HttpError(400, message);
export const conflict = (message: string) => new HttpError(409, message);
