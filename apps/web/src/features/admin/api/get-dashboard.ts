import type { AdminDashboardData } from '@phonekade/shared/admin/admin.types';
import { apiRequest } from '@/lib/api-client.ts';

export const dashboardQueryKey = ['admin', 'dashboard'] as const;

export async function getDashboard(): Promise<AdminDashboardData> {
  return (await apiRequest<AdminDashboardData>('/admin/dashboard/stats')).data;
}
