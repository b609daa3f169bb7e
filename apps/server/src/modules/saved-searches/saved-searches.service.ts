import { formatLkr } from '@phonekade/shared/money/format-lkr';
import { MAX_SAVED_SEARCHES } from '@phonekade/shared/constants/limits';
import type { NotificationEventData } from '@phonekade/shared/realtime/realtime-events';
import {
  SAVED_SEARCH_MESSAGES,
  type AlertSettingsInput,
  type CreateSavedSearchInput,
  type SavedSearchDto,
  type SavedSearchesDto,
  type SavedSearchFilters,
} from '@phonekade/shared/saved-searches/saved-search.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { createAfterCommit } from '../../lib/after-commit.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/current-user.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { NotificationsService, StoredNotification } from '../notifications/notifications.service.ts';
import { toCatalogueSearch } from '../phones/phones.service.ts';
import { digestMail } from './digest-mail.ts';
import * as repository from './saved-searches.repository.ts';

/** Most digests one sweep sends; the rest wait for the next sweep. */
const DIGESTS_PER_SWEEP = 200;
/** A digest whose e-mail failed is tried again by the next sweep that runs this much later. */
const DIGEST_RETRY_MS = 60 * 60 * 1000;

/** A listing an approval just made live, as the admin module reports it. */
export interface ApprovedListing {
  id: string;
  title: string;
  price: number;
  /** The price it was live at before this approval (null: never live). */
  previousLivePrice: number | null;
}

function toDto(row: repository.SavedSearchRow): SavedSearchDto {
  const query: SavedSearchFilters = {};
  if (row.search !== null) query.search = row.search;
  if (row.brand !== null) query.brand = row.brand;
  if (row.condition !== null) query.condition = row.condition;
  if (row.province !== null) query.province = row.province;
  if (row.district !== null) query.district = row.district;
  if (row.minPrice !== null) query.minPrice = row.minPrice;
  if (row.maxPrice !== null) query.maxPrice = row.maxPrice;
  return { id: row.id, _id: row.id, name: row.name, query, createdAt: row.createdAt.toISOString() };
}

type AlertEvent =
  | { type: 'saved_search_match'; message: string; data: NotificationEventData['saved_search_match'] }
  | { type: 'price_dropped'; message: string; data: NotificationEventData['price_dropped'] };

/**
 * Which alert one person gets for one listing an approval made live, if any: a price drop to those
 * who favourite the phone or whose search it matches; otherwise a first match of a saved search.
 * One alert per person and listing at most (docs/decisions/071-price-drop-alerts-and-digest.md).
 */
export function alertFor(listing: ApprovedListing, candidate: repository.AlertCandidate): AlertEvent | null {
  const { previousLivePrice: oldPrice } = listing;
  const base = { phoneId: listing.id, title: listing.title, price: listing.price };
  if (oldPrice !== null && listing.price < oldPrice && (candidate.favourite || candidate.matches)) {
    return {
      type: 'price_dropped',
      message: SAVED_SEARCH_MESSAGES.priceDroppedAlert(listing.title, formatLkr(listing.price), formatLkr(oldPrice)),
      data: { ...base, oldPrice },
    };
  }
  if (candidate.newMatch) {
    return {
      type: 'saved_search_match',
      message: SAVED_SEARCH_MESSAGES.matchAlert(listing.title, formatLkr(listing.price)),
      data: { ...base, oldPrice },
    };
  }
  return null;
}

export interface SavedSearchesServiceDeps {
  db: Db;
  notifications: NotificationsService;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

export function createSavedSearchesService({ db, notifications, mailer, log }: SavedSearchesServiceDeps) {
  const afterCommit = createAfterCommit(log);

  /** Finds and stores the alerts of listings just made live (see listingsWentLive). */
  async function alertOnApproved(approved: ApprovedListing[], now: Date): Promise<StoredNotification[]> {
    const byId = new Map(approved.map((listing) => [listing.id, listing]));
    const dropped = approved
      .filter((listing) => listing.previousLivePrice !== null && listing.price < listing.previousLivePrice)
      .map((listing) => listing.id);
    return db.transaction(async (tx) => {
      const candidates = await repository.matchApprovedListings(tx, [...byId.keys()], dropped);
      // People who get the same alert (same listing, same kind) are stored in one insert.
      const groups = new Map<string, { event: AlertEvent; userIds: string[] }>();
      for (const candidate of candidates) {
        const listing = byId.get(candidate.listingId);
        const event = listing && alertFor(listing, candidate);
        if (!event) continue;
        const key = `${candidate.listingId}:${event.type}`;
        const group = groups.get(key) ?? { event, userIds: [] };
        group.userIds.push(candidate.userId);
        groups.set(key, group);
      }
      const stored: StoredNotification[] = [];
      for (const { event, userIds } of groups.values()) stored.push(...(await notifications.store(tx, userIds, event)));
      await repository.queueForDigest(
        tx,
        stored.map((row) => ({ userId: row.userId, notificationId: row.id })),
        now,
      );
      return stored;
    });
  }

  return {
    settle: afterCommit.settle,

    async list(user: AuthUser): Promise<SavedSearchesDto> {
      const [rows, emailDigest] = await Promise.all([
        repository.listForUser(db, user.id),
        repository.findEmailDigest(db, user.id),
      ]);
      return { savedSearches: rows.map(toDto), max: MAX_SAVED_SEARCHES, settings: { emailDigest } };
    },

    /** POST /saved-searches: at most MAX_SAVED_SEARCHES each (409 past it). */
    async create(user: AuthUser, input: CreateSavedSearchInput): Promise<SavedSearchDto> {
      const { query } = input;
      // The catalogue's own query for these words, matched as GET /phones matches them.
      const search = await toCatalogueSearch(db, query.search);
      const row = await db.transaction(async (tx) => {
        const count = await repository.countForUserLocked(tx, user.id);
        if (count >= MAX_SAVED_SEARCHES) throw conflict(SAVED_SEARCH_MESSAGES.limitReached);
        return repository.insert(tx, user.id, {
          name: input.name,
          search: query.search ?? null,
          tsquery: search?.tsquery ?? null,
          brand: query.brand ?? null,
          condition: query.condition ?? null,
          province: query.province ?? null,
          district: query.district ?? null,
          minPrice: query.minPrice ?? null,
          maxPrice: query.maxPrice ?? null,
        });
      });
      return toDto(row);
    },

    /** DELETE /saved-searches/:id: only one's own; another person's id is not found. */
    async remove(user: AuthUser, id: string): Promise<void> {
      if (!(await repository.remove(db, user.id, id))) throw notFound(SAVED_SEARCH_MESSAGES.notFound);
    },

    /** PUT /saved-searches/settings: the daily e-mail on or off. */
    async updateSettings(user: AuthUser, input: AlertSettingsInput): Promise<AlertSettingsInput> {
      await db.transaction(async (tx) => {
        await repository.saveEmailDigest(tx, user.id, input.emailDigest);
        if (!input.emailDigest) await repository.clearQueued(tx, user.id);
      });
      return { emailDigest: input.emailDigest };
    },

    /**
     * Called after an approval has committed: matching saved searches and, on a price drop,
     * favouriters get a stored notification, pushed live, and queued for their digest. Never the
     * seller; never twice for one saved search and listing. Resolves when done (failures are logged).
     */
    listingsWentLive(approved: ApprovedListing[], now = new Date()): Promise<boolean> {
      return afterCommit.run({
        failure: 'saved-search and price-drop alerts could not be made',
        context: { phoneIds: approved.map((listing) => listing.id) },
        work: async () => {
          if (approved.length === 0) return;
          notifications.deliver(await alertOnApproved(approved, now));
        },
      });
    },

    /**
     * Sends every digest due at `now`, each in its own transaction with its e-mail: a failed send
     * rolls back and is tried again an hour later. Returns how many were sent. The server runs it
     * every DIGEST_SWEEP_MS; tests call it with the time they need.
     */
    async sendDueDigests(now = new Date()): Promise<number> {
      const tried: string[] = [];
      let sent = 0;
      while (tried.length < DIGESTS_PER_SWEEP) {
        let userId: string | undefined;
        try {
          const done = await db.transaction(async (tx) => {
            const digest = await repository.takeDueDigest(tx, now, tried);
            if (!digest) return null;
            userId = digest.userId;
            if (digest.alerts.length > 0)
              await mailer.send(digestMail(digest.email, digest.name, digest.alerts, digest.language));
            return digest.alerts.length > 0;
          });
          if (done === null) break;
          if (userId) tried.push(userId);
          if (done) sent += 1;
        } catch (error) {
          if (!userId) throw error;
          tried.push(userId);
          log.warn({ err: error, userId }, 'alert digest e-mail failed; it is tried again later');
          await repository.releaseDigest(db, userId, new Date(now.getTime() + DIGEST_RETRY_MS));
        }
      }
      return sent;
    },
  };
}

export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>;
