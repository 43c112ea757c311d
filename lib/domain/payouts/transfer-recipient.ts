import "server-only";
import { createGatewayRecipient } from "@/lib/domain/payouts/gateway-transfers";
import { PayoutAccount } from "@/models/PayoutAccount";

type Account = { _id: unknown; accountNumber: string; bankCode: string; accountName: string; recipientCode?: string | null };

/**
 * The gateway's transfer recipient for a payout account, created once per account: the code is
 * stored only where none is yet, so racing first payouts keep one (Paystack answers the same
 * recipient for a known account anyway).
 */
export async function transferRecipientFor(account: Account): Promise<string> {
  if (account.recipientCode) return account.recipientCode;
  const code = await createGatewayRecipient({ name: account.accountName, accountNumber: account.accountNumber, bankCode: account.bankCode });
  await PayoutAccount.updateOne(
    { _id: account._id, accountNumber: account.accountNumber, bankCode: account.bankCode, recipientCode: { $exists: false } },
    { $set: { recipientCode: code } },
  );
  const stored = await PayoutAccount.findById(account._id, { recipientCode: 1 }).lean();
  return stored?.recipientCode ?? code;
}
