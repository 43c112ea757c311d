import "server-only";
import { createHmac } from "node:crypto";
import type { ClientContext } from "@/lib/domain/auth/client-context";
import { connectToDatabase } from "@/lib/platform/db";
import { ignoreDuplicateKey } from "@/lib/platform/duplicate-key";
import { getEnv } from "@/lib/platform/env";
import { KnownClient } from "@/models/KnownClient";

/** How long a sign-in keeps a client known: a quarter, renewed by every sign-in. */
const KNOWN_FOR_MS = 90 * 24 * 60 * 60 * 1000;

const keyOf = (email: string, kind: "address" | "device", value: string) =>
  createHmac("sha256", getEnv().AUTH_SECRET).update(`known-client\n${email}\n${kind}\n${value}`).digest("base64url");

/** The keys a client is known by for an account: its address, and its device cookie on our web pages. */
function keysOf(email: string, client: Pick<ClientContext, "ip" | "deviceId">): string[] {
  const keys = [keyOf(email, "address", client.ip)];
  if (client.deviceId) keys.push(keyOf(email, "device", client.deviceId));
  return keys;
}

/** Remembers that this client signed in to the account (called after a successful login). */
export async function rememberClient(userId: string, email: string, client: Pick<ClientContext, "ip" | "deviceId">): Promise<void> {
  await connectToDatabase();
  const expiresAt = new Date(Date.now() + KNOWN_FOR_MS);
  await Promise.all(
    keysOf(email, client).map((key) =>
      KnownClient.updateOne({ key }, { $set: { user: userId, expiresAt } }, { upsert: true }).catch(ignoreDuplicateKey),
    ),
  );
}

/** Whether this client signed in to the account with this e-mail before (by address or by device cookie). */
export async function isKnownClient(email: string, client: Pick<ClientContext, "ip" | "deviceId">): Promise<boolean> {
  await connectToDatabase();
  const now = new Date();
  const found = await Promise.all(keysOf(email, client).map((key) => KnownClient.exists({ key, expiresAt: { $gt: now } })));
  return found.some(Boolean);
}

/** Forgets every client of an account (its password changed, or it is erased): they must sign in again to be known. */
export async function forgetClients(userId: string): Promise<void> {
  await connectToDatabase();
  await KnownClient.deleteMany({ user: userId });
}
