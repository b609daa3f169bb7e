/** Query keys of the messages feature, per signed-in user. */
export const conversationKeys = {
  all: ['conversations'] as const,
  list: (userId: string) => ['conversations', userId, 'list'] as const,
  thread: (userId: string, conversationId: string) => ['conversations', userId, 'thread', conversationId] as const,
};
