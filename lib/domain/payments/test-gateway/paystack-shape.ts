import { NextResponse } from "next/server";
import { gatewayConfig } from "@/lib/domain/payments/paystack-client";

/** Answers as Paystack does: `{ status, message, data }`. */
export const paystackResponse = (status: number, body: { status: boolean; message: string; data?: unknown }) => NextResponse.json(body, { status });

/** The TEST MODE gateway exists only while no Paystack key is configured, and wants its own secret. */
export function testGatewayRefusal(request: Request): Response | null {
  const config = gatewayConfig();
  if (!config.testMode) return paystackResponse(404, { status: false, message: "The test gateway is off: Paystack is configured" });
  if (request.headers.get("authorization") !== `Bearer ${config.secretKey}`) {
    return paystackResponse(401, { status: false, message: "Invalid key" });
  }
  return null;
}
