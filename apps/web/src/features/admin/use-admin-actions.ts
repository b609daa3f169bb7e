import { ADMIN_TOAST_MS } from './admin-constants.ts';
import { useApproveListing } from './api/approve-listing.ts';
import { useBatchApprove } from './api/batch-approve.ts';
import { useDeleteListing } from './api/delete-listing.ts';
import { useRejectListing } from './api/reject-listing.ts';
import { isListingChanged } from './listing-changed.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { toast } from '@/lib/toast.ts';

/** How an action ended: done, failed, or refused because the listing changed since it was opened. */
export type ActionOutcome = 'done' | 'failed' | 'changed';

interface SeenListing {
  id: string;
  /** The updatedAt the admin's screen showed: decisions are refused for a listing edited since. */
  updatedAt: string;
}

/**
 * Approve, reject, batch approve and delete, each followed by a reload of the list and the
 * stats and a 3-second toast. A failure names the server's reason after the action's wrapper text; a
 * listing edited since the admin opened it gets that reason in the admin's language, and the reload
 * shows the edit.
 */
export function useAdminActions() {
  const t = useT();
  // Each of these reloads the lists and the stats when it ends, whatever the outcome.
  const approveListing = useApproveListing();
  const rejectListing = useRejectListing();
  const batchApprove = useBatchApprove();
  const deleteListing = useDeleteListing();

  async function run(
    action: () => Promise<unknown>,
    success: () => string,
    failureKey: string,
  ): Promise<ActionOutcome> {
    try {
      await action();
      toast.success(success(), ADMIN_TOAST_MS);
      return 'done';
    } catch (error) {
      const changed = isListingChanged(error);
      const reason = changed ? t('admin.toasts.listingChanged') : errorMessage(error);
      toast.error(`${t(failureKey)}: ${reason}`, ADMIN_TOAST_MS);
      return changed ? 'changed' : 'failed';
    }
  }

  return {
    approve: (listing: SeenListing, notes?: string) =>
      run(
        () => approveListing.mutateAsync({ listing, adminNotes: notes }),
        () => t('admin.toasts.approved'),
        'admin.toasts.approveFailed',
      ),
    reject: (listing: SeenListing, reason: string, notes?: string) =>
      run(
        () => rejectListing.mutateAsync({ listing, reason, adminNotes: notes }),
        () => t('admin.toasts.rejected'),
        'admin.toasts.rejectFailed',
      ),
    batchApprove: async (listings: readonly SeenListing[]) => {
      let count = listings.length;
      return run(
        async () => {
          count = (await batchApprove.mutateAsync(listings)).approvedCount;
        },
        () => t('admin.toasts.batchApproved', { count }),
        'admin.toasts.batchApproveFailed',
      );
    },
    remove: (id: string, reason: string) =>
      run(
        () => deleteListing.mutateAsync({ id, reason }),
        () => t('admin.toasts.deleted'),
        'admin.toasts.deleteFailed',
      ),
  };
}
