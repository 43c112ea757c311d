import "server-only";
import { connectToDatabase } from "@/lib/platform/db";
import { logger } from "@/lib/platform/logger";
import { isMigrationDone, markMigrationDone } from "@/lib/platform/migration-record";
import { sealedWithCurrent } from "@/lib/domain/gate/gate-key-envelope";
import { currentGateKeyring, openStoredKey } from "@/lib/domain/gate/signing-key";
import { GateKey } from "@/models/GateKey";
import { Ticket } from "@/models/Ticket";

const MIGRATION = "gate-keys-sealed";

type StoredKey = { _id: unknown; event: unknown; publicKey: string; sealedKey?: string | null; privateKey?: string | null };

/**
 * At a start: seals the signing keys stored in the clear before sealing existed (once, recorded),
 * and — while GATE_KEY_PREVIOUS_SECRETS is set — seals again with the current secret the keys an
 * older one sealed, saying how many it could not open. Public keys stay as they are, so every
 * ticket already signed still verifies. One key per event: a short read.
 */
export async function sealGateKeys(): Promise<{ sealed: number; resealed: number; unreadable: number }> {
  await connectToDatabase();
  const counts = { sealed: 0, resealed: 0, unreadable: 0 };
  const fields = { event: 1, publicKey: 1, sealedKey: 1, privateKey: 1 };
  if (!(await isMigrationDone(MIGRATION))) {
    const startedAt = new Date();
    const clear = await GateKey.find({ privateKey: { $exists: true } }, fields).lean<StoredKey[]>();
    for (const stored of clear) {
      await openStoredKey(String(stored.event), stored);
      // From before signatures were recorded: if the event has tickets, their QR codes may depend on it.
      if (await Ticket.exists({ event: String(stored.event) })) {
        await GateKey.updateOne({ _id: stored._id, firstSignedAt: { $exists: false } }, { $set: { firstSignedAt: new Date() } });
      }
      counts.sealed += 1;
    }
    await markMigrationDone(MIGRATION, startedAt);
  }
  const ring = currentGateKeyring();
  if (ring.previous.length > 0) {
    const all = await GateKey.find({ sealedKey: { $exists: true } }, fields).lean<StoredKey[]>();
    for (const stored of all.filter((key) => !sealedWithCurrent(key.sealedKey ?? "", ring))) {
      try {
        await openStoredKey(String(stored.event), stored);
        counts.resealed += 1;
      } catch {
        counts.unreadable += 1;
      }
    }
  }
  // While previous secrets are set, every start says so: "resealed: 0" means they can go.
  if (counts.sealed || counts.resealed || counts.unreadable || ring.previous.length > 0) logger.info("sealed gate signing keys", counts);
  if (counts.unreadable) logger.warn("gate signing keys no secret opens: their events' new tickets carry bare check-in codes", counts);
  return counts;
}
