/**
 * The error words of the reference's Java service (rest-java), which serves every `/api/v1/network/*` path since
 * 0.154 (facts §2): a parameter that does not bind is `{"message":"Invalid parameter: <name>"}`, any other refusal
 * is the HTTP reason with a `detail` (`{"message":"Bad Request","detail":"…"}`), and null fields are left out.
 */
import { HttpError } from '../../http/errors';
import { invalidParameter } from '../errors';

/** The Content-Type rest-java's controllers declare (`produces = "application/json;charset=UTF-8"`, 0.147). */
export const JAVA_JSON_TYPE = 'application/json;charset=UTF-8';
/** Spring's text/plain with a UTF-8 charset (`/network/supply?q=`). */
export const JAVA_TEXT_TYPE = 'text/plain;charset=UTF-8';

/** A request parameter that failed to bind (bad number, enum, pattern or count). */
export const javaInvalidParameter = (name: string) => new HttpError(400, invalidParameter(name));

/** 400 with Spring's reason phrase and the reason in `detail`. */
export const javaBadRequest = (detail: string) => new HttpError(400, 'Bad Request', detail);

/** A parameter Spring could not convert to its type (an enum value outside the set, case-insensitively). */
export const javaConversionFailed = (name: string) => javaBadRequest(`Failed to convert '${name}'`);

/** rest-java's 404 (an EntityNotFoundException): the reason phrase, and what was not found in `detail`. */
export const javaNotFound = (detail: string) => new HttpError(404, 'Not Found', detail);
