import "server-only";
import { ChannelError } from "@/lib/domain/messages/channels/types";

/**
 * POSTs JSON to a provider and answers its JSON. Network faults, timeouts, 429 and 5xx are worth
 * another try; other 4xx are the provider refusing this message (permanent).
 */
export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    throw new ChannelError(`Could not reach the provider: ${error instanceof Error ? error.message : String(error)}`, false);
  }
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    // Some gateways answer errors in HTML; the status says enough.
  }
  if (!response.ok) {
    const detail = typeof json.message === "string" ? json.message : (providerError(json) ?? text.slice(0, 200));
    const retry = response.status === 429 || response.status >= 500;
    throw new ChannelError(`Provider answered ${response.status}: ${detail}`, !retry);
  }
  return json;
}

function providerError(json: Record<string, unknown>): string | undefined {
  const error = json.error as { message?: unknown } | undefined;
  return typeof error?.message === "string" ? error.message : undefined;
}
