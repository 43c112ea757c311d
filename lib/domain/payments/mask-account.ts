/** An account number as shown to someone other than its holder: its last four digits. */
export const maskAccountNumber = (accountNumber: string) => `••••${accountNumber.slice(-4)}`;
