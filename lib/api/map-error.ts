import mongoose from "mongoose";
import { ZodError } from "zod";
import { ApiError, type FieldErrors } from "@/lib/platform/errors";
import { isDuplicateKey } from "@/lib/platform/duplicate-key";

/** Field name → messages, the shape forms show beside their inputs. */
export function fieldErrors(error: ZodError): FieldErrors {
  const result: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join(".") : "_";
    (result[field] ??= []).push(issue.message);
  }
  return result;
}

function firstMessage(errors: FieldErrors): string {
  const [field, messages] = Object.entries(errors)[0] ?? ["_", ["is invalid"]];
  return field === "_" ? (messages[0] ?? "Invalid input") : `${field}: ${messages[0]}`;
}

const DATABASE_UNREACHABLE = new Set([
  "MongooseServerSelectionError",
  "MongoServerSelectionError",
  "MongoNetworkError",
  "MongoNetworkTimeoutError",
  // A command under way when the driver's check found the server hung (no answer within its timeout).
  "MongoPoolClearedError",
  "PoolClearedOnNetworkError",
  // A connection lost under a command while the database restarts.
  "MongoNotConnectedError",
  "MongoTopologyClosedError",
]);

/**
 * The database could not be reached: the driver found no server, or mongoose held a command for a
 * lost connection until its buffering timeout.
 */
export const isDatabaseUnreachable = (error: unknown): boolean =>
  error instanceof Error && (DATABASE_UNREACHABLE.has(error.name) || (error.name === "MongooseError" && /buffering timed out/.test(error.message)));

/** Turns anything thrown below a route into an ApiError, or null when it is a real fault (a 500). */
export function toApiError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  if (isDatabaseUnreachable(error)) {
    return new ApiError("unavailable", "The service is temporarily unavailable, please try again shortly");
  }
  if (error instanceof ZodError) {
    const errors = fieldErrors(error);
    return new ApiError("unprocessable_entity", firstMessage(errors), errors);
  }
  if (error instanceof mongoose.Error.CastError) {
    return new ApiError("bad_request", `Invalid value for ${error.path}`);
  }
  if (error instanceof mongoose.Error.ValidationError) {
    const errors: FieldErrors = Object.fromEntries(Object.entries(error.errors).map(([field, detail]) => [field, [detail.message]]));
    return new ApiError("unprocessable_entity", firstMessage(errors), errors);
  }
  if (isDuplicateKey(error)) {
    const fields = Object.keys(error.keyValue ?? {}).join(", ");
    return new ApiError("conflict", fields ? `A record with this ${fields} already exists` : "This record already exists");
  }
  return null;
}
