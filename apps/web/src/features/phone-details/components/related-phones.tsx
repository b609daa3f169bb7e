import { RELATED_COUNT, RELATED_FETCH_LIMIT } from '@phonekade/shared/constants/limits';
import { isLive } from '@phonekade/shared/phones/listing-status';
import type { PhoneDto, PhonesPageDto } from '@phonekade/shared/phones/phone.types';
import { useCallback } from 'react';
import { usePhones } from '@/api/phones/get-phones.ts';
import { THREE_COLUMN_SIZES } from '@/components/phone/image-sources.ts';
import { PhoneCard, PhoneCardSkeleton } from '@/components/phone/phone-card.tsx';
import { pickRandom } from '@/components/phone/pick-random.ts';
import { useT } from '@/lib/i18n/i18n.ts';

const RELATED_QUERY = { limit: RELATED_FETCH_LIMIT, sort: 'createdAt', order: 'desc' } as const;

/**
 * Related phones: the ten newest, keep the available ones other than this one, shuffle, show 3.
 * A failure shows nothing: suggestions are a bonus, not the page.
 */
export function RelatedPhones({ currentId, onOpen }: { currentId: string; onOpen: (phone: PhoneDto) => void }) {
  const t = useT();
  const draw = useCallback(
    (page: PhonesPageDto) =>
      pickRandom(
        page.phones.filter((phone) => phone.id !== currentId && isLive(phone)),
        RELATED_COUNT,
      ),
    [currentId],
  );
  const related = usePhones(RELATED_QUERY, { select: draw, staleTime: Infinity, alwaysNew: true });
  if (related.isError || (related.data && related.data.length === 0)) return null;
  return (
    <section className="mt-12" aria-labelledby="related-heading">
      <h2 id="related-heading" className="text-xl font-bold text-slate-900 sm:text-2xl">
        {t('details.related')}
      </h2>
      <div className="mt-5 grid grid-cols-1 gap-5 sm:grid-cols-3" data-testid="related-phones">
        {related.data
          ? related.data.map((phone) => (
              <PhoneCard key={phone.id} phone={phone} onOpen={onOpen} sizes={THREE_COLUMN_SIZES} />
            ))
          : Array.from({ length: RELATED_COUNT }, (_, i) => <PhoneCardSkeleton key={i} />)}
      </div>
    </section>
  );
}
