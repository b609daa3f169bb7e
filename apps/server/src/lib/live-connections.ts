import type {
  LiveEventName,
  LiveEventPayloads,
  NewListingSummary,
  UserStatus,
} from '@phonekade/shared/realtime/realtime-events';

/**
 * The live side of the app as services see it (the Socket.IO plugin implements it): events to a
 * person's open tabs and devices, new listings to the browse page, and ending sockets when their
 * sign-in ends. Works across every instance sharing the rooms. Callers send only after the change
 * they report has committed (docs/decisions/047-one-list-of-realtime-events.md).
 */
export interface LiveConnections {
  /** Logout: the user's sockets that signed in with this token. */
  closeForToken(userId: string, tokenId: string): Promise<void>;
  /** Logout everywhere and password reset: every socket of the user. */
  closeForUser(userId: string): Promise<void>;
  /** An event to every open socket of each user named (their own rooms). */
  sendToUsers<E extends LiveEventName>(userIds: readonly string[], event: E, payload: LiveEventPayloads[E]): void;
  /** Listings that just went live, to the sockets on the browse page, gathered into one batch a second. */
  announceNewListings(phones: readonly NewListingSummary[]): void;
}

/** An admin suspended or restored an account: the person's open tabs hear it at once. */
export function sendUserStatusUpdate(live: LiveConnections, userId: string, status: UserStatus): void {
  live.sendToUsers([userId], 'user_status_update', { userId, status });
}
