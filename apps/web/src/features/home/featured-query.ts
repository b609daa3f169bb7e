import { HOME_FEATURED_POOL } from '@phonekade/shared/constants/limits';

/** The page home draws its featured picks from: the newest live phones. */
export const FEATURED_QUERY = { limit: HOME_FEATURED_POOL, sort: 'newest' } as const;
