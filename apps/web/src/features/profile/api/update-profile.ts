import type { UpdateProfileInput } from '@phonekade/shared/users/profile.schemas';
import type { ProfileDto, UserDto } from '@phonekade/shared/users/user.types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { updateSessionUser } from '@/lib/session.ts';
import { profileQueryKey } from './get-profile.ts';

/** PUT /users/profile as JSON, or as multipart with the `profilePicture` file: the account as saved. */
export async function updateProfile(body: UpdateProfileInput | FormData): Promise<UserDto> {
  const failureText = t('profile.messages.updateFailed');
  return (await apiRequest<ProfileDto>('/users/profile', { method: 'PUT', body, failureText })).data.user;
}

/** After an update the profile query and the stored session user both hold the saved account. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(profileQueryKey(user.id), user);
      updateSessionUser(user);
    },
  });
}
