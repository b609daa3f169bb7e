/** Ends open sockets when their sign-in ends; works across every instance sharing the rooms. */
export interface LiveConnections {
  /** Logout: the user's sockets that signed in with this token. */
  closeForToken(userId: string, tokenId: string): Promise<void>;
  /** Logout everywhere and password reset: every socket of the user. */
  closeForUser(userId: string): Promise<void>;
}
