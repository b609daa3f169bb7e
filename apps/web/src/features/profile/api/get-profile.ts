import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { updateSessionUser } from '@/lib/session.ts';
import { ProfileFlowError } from '../profile-messages.ts';
import type { ProfileUser } from '../profile.types.ts';

export const profileQueryKey = (userId: string) => ['profile', userId] as const;

/** GET /users/profile -> data.user. */
export async function getProfile(): Promise<ProfileUser> {
  const envelope = await apiRequest<{ user?: ProfileUser } | null>('/users/profile');
  const user = envelope.data?.user;
  if (!user?.id) throw new ProfileFlowError(t('profile.messages.fetchFailed'));
  return user;
}

/** The fresh profile; it also refreshes the stored session user (the header greets by name). */
export function useProfile(userId: string) {
  return useQuery({
    queryKey: profileQueryKey(userId),
    queryFn: async () => {
      const user = await getProfile();
      updateSessionUser(user);
      return user;
    },
    // spec 8: a failure shows the banner with Retry at once instead of retrying silently.
    retry: false,
  });
}
