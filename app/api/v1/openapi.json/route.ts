import { NextResponse } from "next/server";
import { endpoints } from "@/lib/api/contracts";
import { openApiDocument } from "@/lib/api/openapi";
import { getEnv } from "@/lib/env";

// GET /api/v1/openapi.json — the API description, generated from the endpoint contracts
export function GET() {
  return NextResponse.json(openApiDocument(endpoints, getEnv().APP_URL));
}
