import type { ProfileDto, UserDto } from '@phonekade/shared/users/user.types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { updateSessionUser } from '@/lib/session.ts';

export const profileQueryKey = (userId: string) => ['profile', userId] as const;

/** GET /users/profile: the signed-in user's own account. */
export async function getProfile(signal?: AbortSignal): Promise<UserDto> {
  const failureText = t('profile.messages.fetchFailed');
  return (await apiRequest<ProfileDto>('/users/profile', { signal, failureText })).data.user;
}

/** The fresh profile; it also refreshes the stored session user (the header greets by name). */
export function profileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: profileQueryKey(userId),
    queryFn: async ({ signal }) => {
      const user = await getProfile(signal);
      updateSessionUser(user);
      return user;
    },
    // A failure shows the banner with Retry at once instead of retrying silently.
    retry: false,
  });
}

export function useProfile(userId: string) {
  return useQuery(profileQueryOptions(userId));
}
