import type { UpdateLanguageInput } from '@phonekade/shared/users/language.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/**
 * PUT /users/me/language: the signed-in person's e-mails and notifications follow the language chosen
 * in the header (docs/decisions/060-mail-in-the-accounts-language.md).
 */
export async function saveLanguage(language: UpdateLanguageInput['language']): Promise<void> {
  await apiRequest<UpdateLanguageInput>('/users/me/language', { method: 'PUT', body: { language } });
}

export function useSaveLanguage() {
  return useMutation({ mutationFn: saveLanguage });
}
