import type { z } from "zod";

import type { ApiResponse, Endpoint, EndpointName } from "@shared/api/paths.ts";
import type { API_RESPONSES } from "@shared/api/responses.ts";

import { ApiError } from "./api-error";

type ResponseSchemas = typeof API_RESPONSES;

let responseSchemas: Promise<ResponseSchemas> | undefined;

/**
 * The contract's response schemas, loaded with the first API call rather than with the page:
 * they bring zod, which the pages that render from an early answer do not need for their first
 * paint. The load runs beside the request, so it rarely adds to the wait.
 */
export function loadResponseSchemas(): Promise<ResponseSchemas> {
  responseSchemas ??= import("@shared/api/responses.ts").then(
    (module) => module.API_RESPONSES,
    (error: unknown) => {
      responseSchemas = undefined;
      console.error("Loading the API's response schemas failed", error);
      throw new ApiError("FETCH_ERROR", "Network error.");
    },
  );
  return responseSchemas;
}

/** The table seen as "name -> schema of that name's answer", which a generic name can index. */
type SchemaByName = { [Name in EndpointName]: z.ZodType<z.output<ResponseSchemas[Name]>> };

function responseSchema<Name extends EndpointName>(
  schemas: SchemaByName,
  name: Name,
): SchemaByName[Name] {
  return schemas[name];
}

/** Where the first problem of a rejected answer is, e.g. " (at 0.createdAt)". */
function issueLocation(error: z.ZodError): string {
  const path = error.issues[0]?.path.join(".");
  return path ? ` (at ${path})` : "";
}

/**
 * The answer as the endpoint's response schema reads it; an answer of another shape is a
 * PARSING_ERROR naming the endpoint, so no screen ever renders a malformed answer.
 */
export function checkAnswer<Name extends EndpointName>(
  schemas: ResponseSchemas,
  endpoint: Endpoint & { name: Name },
  body: unknown,
): ApiResponse<{ name: Name }> {
  const result = responseSchema(schemas, endpoint.name).safeParse(body);
  if (result.success) return result.data;
  throw new ApiError(
    "PARSING_ERROR",
    `The server's answer to ${endpoint.method} ${endpoint.path} has an unexpected shape${issueLocation(result.error)}.`,
  );
}
