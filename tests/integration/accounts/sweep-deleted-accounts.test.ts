import { beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, verifiedUser } from "../../support/accounts";
import { api } from "../../support/http";
import { testStack } from "../../support/stack";

let sweepDeletedAccounts: (now?: Date) => Promise<number>;
let User: typeof import("@/models/User").User;

beforeAll(async () => {
  // The sweeper runs against the test server's database, as the server's own would.
  process.env.MONGODB_URI = testStack().mongoUri;
  process.env.EMBEDDED_DB = "ferretdb";
  ({ sweepDeletedAccounts } = await import("@/lib/domain/accounts/delete-account"));
  ({ User } = await import("@/models/User"));
});

describe("the deleted-accounts sweeper", () => {
  it("erases a deleted account only after its 48-hour grace period", async () => {
    const { userId, token } = await verifiedUser();
    expect((await api(`/api/v1/delete/user/${userId}`, { method: "DELETE", token, json: { password: PASSWORD } })).status).toBe(200);

    const hours = (n: number) => new Date(Date.now() + n * 3_600_000);
    await sweepDeletedAccounts(hours(47));
    expect(await User.exists({ _id: userId })).not.toBeNull();

    await sweepDeletedAccounts(hours(49));
    expect(await User.exists({ _id: userId })).toBeNull();
  });
});
