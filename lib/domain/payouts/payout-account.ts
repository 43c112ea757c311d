import "server-only";
import { ApiError } from "@/lib/platform/errors";
import { RATE_RULES, consumeRateLimit } from "@/lib/domain/auth/rate-limit";
import { connectToDatabase } from "@/lib/platform/db";
import { listGatewayBanks, resolveGatewayAccount } from "@/lib/domain/payouts/gateway-transfers";
import { PayoutAccount } from "@/models/PayoutAccount";

export type PayoutAccountView = { bankCode: string; bankName: string; accountNumber: string; accountName: string };

/** The banks an organiser can be paid into, as the gateway lists them. */
export async function listBanks() {
  return listGatewayBanks();
}

/**
 * The name the bank holds for an account, for the organiser to confirm; 422 with a clear sentence
 * when it does not resolve. Lookups are counted per organiser: each one names a stranger's account
 * holder, and the gateway limits them too.
 */
export async function resolveAccount(organiserId: string, accountNumber: string, bankCode: string): Promise<PayoutAccountView> {
  await consumeRateLimit(`account-lookup:${organiserId}`, RATE_RULES.accountLookupsPerUser);
  const banks = await listGatewayBanks();
  const bank = banks.find((candidate) => candidate.code === bankCode);
  if (!bank) throw new ApiError("unprocessable_entity", "Choose a bank from the list", { bankCode: ["Choose a bank from the list"] });
  const accountName = await resolveGatewayAccount(accountNumber, bankCode);
  if (!accountName) {
    throw new ApiError("unprocessable_entity", `We could not find account ${accountNumber} at ${bank.name}. Check the number and the bank.`, {
      accountNumber: ["This account number was not found at the chosen bank"],
    });
  }
  return { bankCode, bankName: bank.name, accountNumber, accountName };
}

/** Saves where the organiser is paid, with the name the bank resolved (never a typed one). */
export async function savePayoutAccount(organiserId: string, input: { accountNumber: string; bankCode: string }): Promise<PayoutAccountView> {
  const resolved = await resolveAccount(organiserId, input.accountNumber, input.bankCode);
  await connectToDatabase();
  const current = await PayoutAccount.findOne({ organizer: organiserId }).lean();
  const same = current && current.accountNumber === resolved.accountNumber && current.bankCode === resolved.bankCode;
  await PayoutAccount.updateOne(
    { organizer: organiserId },
    { $set: { ...resolved }, ...(same ? {} : { $unset: { recipientCode: 1 } }) },
    { upsert: true },
  );
  return resolved;
}

export async function getPayoutAccount(organiserId: string): Promise<PayoutAccountView | null> {
  await connectToDatabase();
  const account = await PayoutAccount.findOne({ organizer: organiserId }).lean();
  return account
    ? { bankCode: account.bankCode, bankName: account.bankName, accountNumber: account.accountNumber, accountName: account.accountName }
    : null;
}
