import "server-only";
import { ApiError } from "@/lib/platform/errors";
import { connectToDatabase } from "@/lib/platform/db";
import { announceEventChange } from "@/lib/domain/change-feed/announce-event-change";
import { assertWithinPlan } from "@/lib/domain/events/plan-checks";
import { toOrganiserEvent, type OrganiserEvent } from "@/lib/domain/events/organiser-event";
import { withOrganiserLock } from "@/lib/domain/events/organiser-lock";
import { indexForSearch } from "@/lib/domain/search/index-for-search";
import type { LeanEvent } from "@/models/Event";
import { storeEventImage } from "@/lib/domain/events/store-event-image";
import { storage } from "@/lib/platform/media/storage";
import type { CreateEventInput } from "@/lib/domain/validations/event";
import { Category } from "@/models/Category";
import { Event } from "@/models/Event";

/**
 * Publishes an event for an organiser within their plan's limits. The image is stored first and
 * removed again if the event cannot be saved, so a refused create leaves nothing behind.
 */
export async function createEvent(
  organiserId: string,
  categoryId: string,
  input: CreateEventInput,
  image: File | undefined,
): Promise<OrganiserEvent> {
  if (!image) throw new ApiError("unprocessable_entity", "Add an image for the event", { image: ["is required"] });
  await connectToDatabase();
  if (!(await Category.exists({ _id: categoryId }))) throw new ApiError("not_found", "Category not found");

  return withOrganiserLock(organiserId, async () => {
    await assertWithinPlan(organiserId, { ticketQuantity: input.ticketQuantity, addsOpenEvent: true, featured: input.featured });
    const { storageKey, imageUrl } = await storeEventImage(image);
    try {
      // New types get fresh ids: an `_id` in a create is ignored.
      const ticketTypes = input.ticketTypes?.map((type) => Object.fromEntries(Object.entries(type).filter(([key]) => key !== "_id")));
      const created = await Event.create({
        ...input,
        ticketTypes,
        organizer: organiserId,
        eventCategory: categoryId,
        image: { imageUrl, storageKey },
        waitlist: { enabled: input.waitlistEnabled ?? true, ...(input.waitlistOfferMinutes ? { offerMinutes: input.waitlistOfferMinutes } : {}) },
      });
      await indexForSearch(created._id);
      const event = await Event.findById(created._id).populate("eventCategory", "categoryName").lean<LeanEvent>();
      await announceEventChange(String(created._id), "created");
      return toOrganiserEvent(event as LeanEvent);
    } catch (error) {
      await storage().remove(storageKey);
      throw error;
    }
  });
}
