import type { Db } from '../../db/client.ts';
import type { Role } from '../../db/schema.ts';
import * as repository from './analytics.repository.ts';

/** Stats for the signed-in user: a seller's listings and sales, a buyer's orders and spending. */
export interface DashboardStats {
  activeListings?: number;
  totalSold?: number;
  totalRevenue?: number;
  ordersPlaced?: number;
  totalSpent?: number;
}

export function createAnalyticsService(db: Db) {
  return {
    async dashboard(user: { id: string; role: Role }): Promise<DashboardStats> {
      if (user.role === 'seller') {
        const [activeListings, sales] = await Promise.all([
          repository.countActiveListings(db, user.id),
          repository.sellerSales(db, user.id),
        ]);
        return { activeListings, ...sales };
      }
      if (user.role === 'buyer') return repository.buyerStats(db, user.id);
      return {};
    },
  };
}
