/** Every admin query sits under this key: a decision reloads the lists, the stats and the log together. */
export const adminQueryKey = ['admin'] as const;
