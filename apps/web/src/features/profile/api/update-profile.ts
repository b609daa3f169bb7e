import type { UpdateProfileInput } from '@phonekade/shared/users/profile.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { updateSessionUser } from '@/lib/session.ts';
import { ProfileFlowError } from '../profile-messages.ts';
import type { ProfileUser } from '../profile.types.ts';
import { profileQueryKey } from './get-profile.ts';

/** PUT /users/profile as JSON, or as multipart with the `profilePicture` file -> data.user. */
export async function updateProfile(body: UpdateProfileInput | FormData): Promise<ProfileUser> {
  const envelope = await apiRequest<{ user?: ProfileUser } | null>('/users/profile', { method: 'PUT', body });
  const user = envelope.data?.user;
  if (!user?.id) throw new ProfileFlowError(t('profile.messages.updateFailed'));
  return user;
}

/** After an update: the profile query and the stored session user both hold the new user. */
export function useProfileSaved() {
  const queryClient = useQueryClient();
  return (user: ProfileUser) => {
    queryClient.setQueryData(profileQueryKey(user.id), user);
    updateSessionUser(user);
  };
}
