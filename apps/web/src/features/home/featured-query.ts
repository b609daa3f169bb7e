/** The page home draws its featured picks from: the newest live phones. */
export { FEATURED_QUERY } from '@phonekade/shared/first-view/first-view';
