import "server-only";
import { createHash, randomBytes } from "node:crypto";

/** An unguessable token (192 random bits) for a capability URL or an e-mailed invitation. */
export const newSecretToken = () => randomBytes(24).toString("base64url");

/** What is stored instead of a token: a leaked database holds no usable link. */
export const hashSecretToken = (token: string) => createHash("sha256").update(token).digest("hex");
