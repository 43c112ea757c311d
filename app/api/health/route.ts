import { NextResponse } from "next/server";
import { isDatabaseReachable } from "@/lib/platform/db";

export const dynamic = "force-dynamic";

// GET /api/health — for container health checks: 200 when the database answers, 503 when not
export async function GET() {
  const database = await isDatabaseReachable();
  return NextResponse.json(
    { status: database ? "ok" : "unavailable", database: database ? "up" : "down" },
    { status: database ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
}
