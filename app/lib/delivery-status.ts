/** Where a delivery (a lead's webhook or an account mail) stands; the admin's lead screens show it. */
export const outboxStatuses = ["pending", "delivered", "failed", "skipped"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];
