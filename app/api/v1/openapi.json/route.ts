import { NextResponse } from "next/server";
import { endpoints } from "@/lib/api/contracts";
import { openApiDocument } from "@/lib/api/openapi";
import { getEnv } from "@/lib/platform/env";
import { withCorsHeaders } from "@/lib/platform/http/cors";

// GET /api/v1/openapi.json — the API description, generated from the endpoint contracts
export function GET(request: Request) {
  return withCorsHeaders(request, NextResponse.json(openApiDocument(endpoints, getEnv().SERVER_URL)));
}
