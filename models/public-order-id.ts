import { randomBytes } from "node:crypto";

const PUBLIC_ORDER_ID = /^[a-f\d]{32}$/;

/** 128 random bits as 32 hex digits: an order id nobody can guess from another one. */
export function newPublicOrderId(): string {
  return randomBytes(16).toString("hex");
}

export const isPublicOrderId = (value: string) => PUBLIC_ORDER_ID.test(value);
