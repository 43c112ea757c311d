import { createHmac } from "node:crypto";
import { SignJWT } from "jose";
import mongoose from "mongoose";
import { database } from "./database";
import { TEST_AUTH_SECRET } from "../../bench/lib/test-stack.mjs";

/**
 * Many verified buyers at once, written straight to the database with a session each and a bearer
 * token signed as the server signs them (same secret, claims and audience). Registering hundreds
 * through the API would spend minutes on bcrypt.
 */
export async function manyBuyers(count: number): Promise<{ userId: string; token: string }[]> {
  const db = await database();
  const now = new Date();
  const users = Array.from({ length: count }, (_, index) => ({
    _id: new mongoose.Types.ObjectId(),
    fullname: `Buyer ${index + 1}`,
    email: `buyer.${index + 1}.${now.getTime()}@example.com`,
    phoneNo: "8031234567",
    passwordHash: "not-used",
    plan: "basic",
    emailVerifiedAt: now,
    sessionVersion: 0,
    createdAt: now,
    updatedAt: now,
  }));
  await db.collection("users").insertMany(users);
  const sessions = users.map((user) => ({
    _id: new mongoose.Types.ObjectId(),
    user: user._id,
    kind: "api",
    expiresAt: new Date(now.getTime() + 86_400_000),
    createdAt: now,
    updatedAt: now,
  }));
  await db.collection("sessions").insertMany(sessions);
  const key = new TextEncoder().encode(TEST_AUTH_SECRET);
  return Promise.all(
    users.map(async (user, index) => ({
      userId: String(user._id),
      token: await new SignJWT({ sid: String(sessions[index]!._id), sv: 0 })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(user._id))
        .setIssuer("scheditix")
        .setAudience("scheditix-api")
        .setIssuedAt()
        .setExpirationTime("1h")
        .sign(key),
    })),
  );
}

/** The TEST MODE gateway's secret, derived from AUTH_SECRET exactly as the server derives it. */
export const testGatewaySecret = () => `sk_test_${createHmac("sha256", TEST_AUTH_SECRET).update("scheditix-test-gateway").digest("hex")}`;

export const signWebhook = (body: string) => createHmac("sha512", testGatewaySecret()).update(body).digest("hex");
