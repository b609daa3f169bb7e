import type { UserDto } from '@phonekade/shared/users/user.types';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { updateSessionUser } from '@/lib/session.ts';

/** PUT /users/cash-on-delivery: the seller's 'I accept cash on delivery' switch. */
export async function setCashOnDelivery(acceptsCashOnDelivery: boolean): Promise<UserDto> {
  const body = { acceptsCashOnDelivery };
  return (await apiRequest<{ user: UserDto }>('/users/cash-on-delivery', { method: 'PUT', body })).data.user;
}

export function useSetCashOnDelivery() {
  return useMutation({ mutationFn: setCashOnDelivery, onSuccess: (user) => updateSessionUser(user) });
}
