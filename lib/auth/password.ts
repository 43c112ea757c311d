import "server-only";
import bcrypt from "bcryptjs";

const COST = 12;

export const hashPassword = (password: string) => bcrypt.hash(password, COST);

export const verifyPassword = (password: string, hash: string) => bcrypt.compare(password, hash);

// Compared against when the account does not exist, so a wrong e-mail takes as long as a wrong password.
const DUMMY_HASH = bcrypt.hashSync("not-a-real-password", COST);

export async function verifyPasswordOrDummy(password: string, hash: string | undefined): Promise<boolean> {
  const matches = await bcrypt.compare(password, hash ?? DUMMY_HASH);
  return matches && hash !== undefined;
}
