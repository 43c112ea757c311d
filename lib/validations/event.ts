import { z } from "zod";
import { objectId, pagination } from "@/lib/validations/common";

export const eventIdParams = z.object({ id: objectId });

export const eventListQuery = pagination(100, 50);
