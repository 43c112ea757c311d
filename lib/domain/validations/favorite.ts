import { z } from "zod";
import { objectId } from "@/lib/domain/validations/common";

export const favoriteBody = z.object({ eventId: objectId });
export const favoriteParams = z.object({ eventId: objectId });
export const mergeFavoritesBody = z.object({ eventIds: z.array(objectId).max(200, "at most 200 favourites at once") });
