import type { PhonesQuery } from '@phonekade/shared/phones/phone.schemas';
import type { Answer, CatalogueAnswers } from './catalogue-answers.ts';
import type { PhonesService } from './phones.service.ts';

/**
 * The public catalogue answers by what they answer, the same for GET /api/phones… and for the first
 * view a page carries (docs/decisions/080-first-view-in-the-page.md): one key and one loader each, so
 * both give the same bytes.
 */
export function publicAnswers(answers: Pick<CatalogueAnswers, 'get'>, phones: PhonesService) {
  return {
    /** A page of the catalogue; `query` as the shared schema parsed it. */
    list(query: PhonesQuery): Promise<Answer | null> {
      return answers.get(`list:${JSON.stringify(query)}`, async () => ({ data: await phones.listPhones(query) }));
    },
    /** A live listing as a guest sees it; null when it is not public (pending, removed, seller suspended). */
    phone(id: string): Promise<Answer | null> {
      return answers.get(`phone:${id}`, async () => {
        const found = await phones.publicPhone(id);
        return found && { data: found.phone, ownerId: found.sellerId };
      });
    },
  };
}

export type PublicAnswers = ReturnType<typeof publicAnswers>;
