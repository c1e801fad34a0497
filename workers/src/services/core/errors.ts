import { OUTSIDE_SERVICE_AREA, UNKNOWN_PLACE } from "@chauffeur/contract";

/** The answer each kind of error becomes at the HTTP edge (http/errors-handler.ts). */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 502;

/**
 * An error a service throws to say what went wrong in business terms; the HTTP layer answers its status.
 * On the shared floor, so every domain can throw one without knowing HTTP.
 */
export class AppError extends Error {
  /** A machine-readable reason beside `detail`, for clients that act on it (the page offers a quote). */
  readonly code?: string;

  constructor(
    readonly status: ErrorStatus,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(message: string) {
    super(400, message);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = "Authentication required") {
    super(401, message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = "You are not allowed to do this") {
    super(403, message);
  }
}
export class NotFoundError extends AppError {
  constructor(message: string) {
    super(404, message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}
/** A step the chauffeur must confirm first (taken early): 409 with `code`, so the app asks and sends it again. */
export class ConfirmationNeededError extends ConflictError {
  override readonly code: string;
  constructor(message: string, code: string) {
    super(message);
    this.code = code;
  }
}
export class UnprocessableError extends AppError {
  constructor(message: string) {
    super(422, message);
  }
}
/** A trip the operator does not take online: 422 with `code`, so the page offers a quote request instead. */
export class OutsideServiceAreaError extends UnprocessableError {
  override readonly code = OUTSIDE_SERVICE_AREA;
  /** What the refusal is about: the pickup beyond the radius, or the trip (its destination) too long. */
  constructor(
    message: string,
    readonly field: "pickupLocation" | "destination",
  ) {
    super(message);
  }
}
/** A trip naming a place the maps service does not know: 422 with `code`; never priced on a guess. */
export class UnknownPlaceError extends UnprocessableError {
  override readonly code = UNKNOWN_PLACE;
  /** The trip's field naming the place, when the maps say which (Google's refused route names neither). */
  constructor(
    message: string,
    readonly field?: "pickupLocation" | "destination" | "stops",
  ) {
    super(message);
  }
}
export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}
export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super(413, message);
  }
}
export class GoneError extends AppError {
  constructor(message: string) {
    super(410, message);
  }
}
export class UnsupportedMediaTypeError extends AppError {
  constructor(message: string) {
    super(415, message);
  }
}
