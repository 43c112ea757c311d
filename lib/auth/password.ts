import "server-only";
import bcrypt from "bcryptjs";

const COST = 12;

export const hashPassword = (password: string) => bcrypt.hash(password, COST);

export const verifyPassword = (password: string, hash: string) => bcrypt.compare(password, hash);

// Compared against when the account does not exist, so a wrong e-mail takes as long as a wrong
// password. Made on first use: every server bundle that loads this module would pay for it.
let dummyHash: Promise<string> | undefined;

export async function verifyPasswordOrDummy(password: string, hash: string | undefined): Promise<boolean> {
  const matches = await bcrypt.compare(password, hash ?? (await (dummyHash ??= bcrypt.hash("not-a-real-password", COST))));
  return matches && hash !== undefined;
}
