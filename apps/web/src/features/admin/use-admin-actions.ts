import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_TOAST_MS } from './admin-constants.ts';
import { approveListing } from './api/approve-listing.ts';
import { batchApprove } from './api/batch-approve.ts';
import { deleteListing } from './api/delete-listing.ts';
import { rejectListing } from './api/reject-listing.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { toast } from '@/lib/toast.ts';

/**
 * Approve, reject, batch approve and delete, each followed by spec 4's reload of the list and the
 * stats and a 3-second toast. A failure names the server's reason after the spec's wrapper text.
 * Each resolves to whether it worked.
 */
export function useAdminActions() {
  const t = useT();
  const queryClient = useQueryClient();

  async function run(action: () => Promise<unknown>, success: () => string, failureKey: string): Promise<boolean> {
    try {
      await action();
      toast.success(success(), ADMIN_TOAST_MS);
      return true;
    } catch (error) {
      toast.error(`${t(failureKey)}: ${errorMessage(error)}`, ADMIN_TOAST_MS);
      return false;
    } finally {
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    }
  }

  return {
    approve: (id: string, notes?: string) =>
      run(
        () => approveListing(id, notes),
        () => t('admin.toasts.approved'),
        'admin.toasts.approveFailed',
      ),
    reject: (id: string, reason: string, notes?: string) =>
      run(
        () => rejectListing(id, reason, notes),
        () => t('admin.toasts.rejected'),
        'admin.toasts.rejectFailed',
      ),
    batchApprove: async (ids: string[]) => {
      let count = ids.length;
      return run(
        async () => {
          count = (await batchApprove(ids)).approvedCount;
        },
        () => t('admin.toasts.batchApproved', { count }),
        'admin.toasts.batchApproveFailed',
      );
    },
    remove: (id: string, reason: string) =>
      run(
        () => deleteListing(id, reason),
        () => t('admin.toasts.deleted'),
        'admin.toasts.deleteFailed',
      ),
  };
}
