// Disputes of held card payments (docs/decisions/073-disputes-cancellation-and-tracking.md).

export const DISPUTE_REASONS = ['not_as_described', 'not_received'] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

/** refund voids the held payment; release captures it for the seller. */
export const DISPUTE_OUTCOMES = ['refund', 'release'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

export const DISPUTE_STATUSES = ['open', 'refunded', 'released'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
