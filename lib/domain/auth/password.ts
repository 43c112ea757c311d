import "server-only";
import { runPasswordJob } from "@/lib/domain/auth/password-pool";

const COST = 12;

// bcrypt runs on worker threads (lib/domain/auth/password-pool.ts), never on the event loop.
export const hashPassword = (password: string) => runPasswordJob({ op: "hash", password, cost: COST });

export const verifyPassword = (password: string, hash: string) => runPasswordJob({ op: "compare", password, hash });

// Compared against when the account does not exist, so a wrong e-mail takes as long as a wrong
// password. Made on first use: every server bundle that loads this module would pay for it.
let dummyHash: Promise<string> | undefined;

const dummy = () =>
  hashPassword("not-a-real-password").catch((error: unknown) => {
    dummyHash = undefined; // try again next time rather than keep a failure
    throw error;
  });

export async function verifyPasswordOrDummy(password: string, hash: string | undefined): Promise<boolean> {
  const matches = await verifyPassword(password, hash ?? (await (dummyHash ??= dummy())));
  return matches && hash !== undefined;
}
