import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/platform/errors";
import { logger } from "@/lib/platform/logger";
import { subscribeFromForm } from "@/lib/domain/newsletter/subscribe-from-form";
import { subscribeWithinLimit } from "@/lib/domain/newsletter/subscribe";

vi.mock("@/lib/domain/newsletter/subscribe", () => ({ subscribeWithinLimit: vi.fn() }));
vi.mock("@/lib/platform/logger", () => ({ logger: { error: vi.fn() } }));

const subscribe = vi.mocked(subscribeWithinLimit);

beforeEach(() => vi.clearAllMocks());

describe("the newsletter form's outcome", () => {
  it("tells a new subscriber from one already on the list", async () => {
    subscribe.mockResolvedValueOnce({ alreadySubscribed: false }).mockResolvedValueOnce({ alreadySubscribed: true });
    expect(await subscribeFromForm("ada@example.com", "10.0.0.1")).toBe("subscribed");
    expect(await subscribeFromForm("ada@example.com", "10.0.0.1")).toBe("already");
    expect(subscribe).toHaveBeenCalledWith("ada@example.com", "10.0.0.1");
  });

  it("asks a visitor past the limit to wait, without logging an error", async () => {
    subscribe.mockRejectedValueOnce(new ApiError("rate_limited", "Too many attempts. Please wait 5 minutes and try again."));
    expect(await subscribeFromForm("ada@example.com", "10.0.0.1")).toBe("limited");
    expect(logger.error).not.toHaveBeenCalled();
  });

  it("logs a real failure and offers a retry instead of a bare error page", async () => {
    const failure = new Error("connection reset");
    subscribe.mockRejectedValueOnce(failure);
    expect(await subscribeFromForm("ada@example.com", "10.0.0.1")).toBe("failed");
    expect(logger.error).toHaveBeenCalledWith(expect.any(String), { error: failure });
  });
});
