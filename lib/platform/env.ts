import { z } from "zod";
import { chooseStorage } from "@/lib/platform/storage-choice";

const DEV_AUTH_SECRET = "development-only-secret-change-me-0123456789";

const commaList = z.string().transform((value) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean),
);

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    // The web origin users land on: e-mailed links and the payment callback (the SPA's origin when that client is used).
    APP_URL: z.url().default("http://localhost:3000"),
    // This server's own public origin (default APP_URL): media URLs in API answers, the TEST MODE checkout,
    // the OpenAPI base, the link that cancels an account deletion.
    SERVER_URL: z.url().optional(),
    PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
    MONGODB_URI: z
      .string()
      .regex(/^mongodb(\+srv)?:\/\//, "must start with mongodb:// or mongodb+srv://")
      .optional(),
    // Set by server/run-app.mjs when it uses the embedded FerretDB (started for us or by `npm run db`).
    EMBEDDED_DB: z.enum(["ferretdb"]).optional(),
    // Database connections per app process; processes × this must fit the database's connection limit.
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
    // A process whose clock is further than this from the database's refuses to start (0: only warn).
    MAX_CLOCK_SKEW_SECONDS: z.coerce.number().min(0).max(3_600).default(5),
    // Lets a production process start on a database that failed the start-up self-test of atomic
    // updates (lib/platform/database-self-test.ts): for experiments only, said loudly at every start.
    ALLOW_UNSAFE_DATABASE: z
      .enum(["true", "false"])
      .default("false")
      .transform((value) => value === "true"),
    AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    // Encrypts the events' ticket-signing keys at rest (lib/domain/gate/gate-key-envelope.ts). Unset: AUTH_SECRET.
    GATE_KEY_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    // Secrets that sealed signing keys before GATE_KEY_SECRET (or AUTH_SECRET) changed: keys they open
    // are sealed again with the current one at the next start.
    GATE_KEY_PREVIOUS_SECRETS: commaList.pipe(z.array(z.string().min(32, "each must be at least 32 characters"))).optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
    MAIL_FROM: z.string().default("Scheditix <no-reply@scheditix.local>"),
    PAYSTACK_SECRET_KEY: z.string().optional(),
    // Lets a production server without a Paystack key take payments through the TEST MODE gateway. A key wins.
    PAYMENTS_TEST_MODE: z
      .enum(["true", "false"])
      .default("false")
      .transform((value) => value === "true"),
    PAYSTACK_BASE_URL: z.url().default("https://api.paystack.co"),
    CORS_ORIGINS: commaList.default(["*"]),
    // Where uploads go: "disk" (STORAGE_DIR) or "gridfs" (the app's database). Unset: gridfs when
    // MONGODB_URI names a database of your own, disk with the embedded one (lib/platform/storage-choice.ts).
    STORAGE: z.enum(["disk", "gridfs"]).optional(),
    STORAGE_DIR: z.string().default(".data/uploads"),
    MAIL_DIR: z.string().default(".data/mail"),
    // Messages (docs/messages.md). SMS through Termii, WhatsApp through the Business Cloud API; each
    // unconfigured channel keeps its messages in an outbox on disk instead (TEST MODE), as mail does.
    TERMII_API_KEY: z.string().optional(),
    TERMII_SENDER_ID: z.string().max(11, "is at most 11 characters").default("Scheditix"),
    TERMII_BASE_URL: z.url().default("https://api.ng.termii.com"),
    // Termii's delivery reports are accepted at /api/v1/webhooks/termii?key=<this>.
    TERMII_WEBHOOK_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
    WHATSAPP_TOKEN: z.string().optional(),
    WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
    // Signs WhatsApp's status callbacks (X-Hub-Signature-256); the verify token answers its subscription check.
    WHATSAPP_APP_SECRET: z.string().optional(),
    WHATSAPP_VERIFY_TOKEN: z.string().optional(),
    WHATSAPP_API_URL: z.url().default("https://graph.facebook.com/v21.0"),
    // Approved templates: each takes its text as body parameters ({{1}}, {{2}}, …).
    WHATSAPP_TEMPLATE_ORGANISER: z.string().default("organiser_message"),
    WHATSAPP_TEMPLATE_REMINDER: z.string().default("event_reminder"),
    WHATSAPP_TEMPLATE_OFFER: z.string().default("waitlist_offer"),
    WHATSAPP_TEMPLATE_TICKET: z.string().default("ticket_received"),
    WHATSAPP_TEMPLATE_LANGUAGE: z.string().default("en"),
    SMS_DIR: z.string().default(".data/sms"),
    WHATSAPP_DIR: z.string().default(".data/whatsapp"),
    // Tries per delivery before it counts as failed (with a growing wait between them).
    MESSAGE_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
    NEXT_PHASE: z.string().optional(),
    // How often the background sweepers run, and how long an order must sit untouched before the
    // order sweeper treats it as interrupted by a crash (no live request takes anywhere near that).
    SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3_600).default(60),
    ORDER_SETTLE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(10),
    // Days after an event ends before its sales may be paid out (refunds and cancellations until then
    // are funded by the event's own sales; see README "Money").
    PAYOUT_SETTLEMENT_DAYS: z.coerce.number().int().min(0).max(60).default(3),
    SEED_ON_START: z
      .enum(["true", "false"])
      .default("true")
      .transform((value) => value === "true"),
    // Proxies in front of the app that append to X-Forwarded-For; 0 trusts only the socket's address.
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  })
  .superRefine((env, ctx) => {
    // `next build` also runs with NODE_ENV=production; secrets are checked when a server starts.
    if (env.NODE_ENV === "production" && env.NEXT_PHASE !== "phase-production-build" && !env.AUTH_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["AUTH_SECRET"],
        message: "is required in production (generate one with `openssl rand -base64 48`)",
      });
    }
    // Otherwise anyone could "pay" through the TEST MODE gateway for nothing.
    if (env.NODE_ENV === "production" && env.NEXT_PHASE !== "phase-production-build" && !env.PAYSTACK_SECRET_KEY && !env.PAYMENTS_TEST_MODE) {
      ctx.addIssue({
        code: "custom",
        path: ["PAYSTACK_SECRET_KEY"],
        message:
          "is required in production; to take payments through the built-in TEST MODE gateway instead (no real money moves), set PAYMENTS_TEST_MODE=true",
      });
    }
  })
  .transform((env) => ({
    ...env,
    SERVER_URL: env.SERVER_URL ?? env.APP_URL,
    AUTH_SECRET: env.AUTH_SECRET ?? DEV_AUTH_SECRET,
    /** The secret that seals signing keys now; the previous ones only open them. */
    GATE_KEY_SECRET: env.GATE_KEY_SECRET ?? env.AUTH_SECRET ?? DEV_AUTH_SECRET,
    GATE_KEY_PREVIOUS_SECRETS: env.GATE_KEY_PREVIOUS_SECRETS ?? [],
    /** Where uploads are stored, as chosen from STORAGE, MONGODB_URI and EMBEDDED_DB. */
    storage: chooseStorage(env),
    /** Payments go through the built-in TEST MODE gateway (no Paystack key). */
    paymentsTestMode: !env.PAYSTACK_SECRET_KEY,
  }));

export type Env = z.infer<typeof envSchema>;

/** Validates an environment; throws one readable list of every problem. Blank values count as unset. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const blankAsUnset = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = envSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  }
  return parsed.data;
}

let cached: Env | undefined;

/** Every environment variable the app reads, validated once per process. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
