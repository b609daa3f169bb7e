import {
  EDIT_OWN_LISTINGS_MESSAGE,
  fairPriceQuerySchema,
  myListingsQuerySchema,
  PHONE_MESSAGES,
  phonesQuerySchema,
} from '@phonekade/shared/phones/phone.schemas';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { forbidden } from '../../lib/app-error.ts';
import { currentUser } from '../../lib/current-user.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { createPhonesService, LISTING_DELETED_MESSAGE, LISTING_SOLD_MESSAGE } from './phones.service.ts';
import { readListingUpload } from './phones.upload.ts';
import { PRIVATE_CACHE_CONTROL, sendAnswer } from './catalogue-answers.ts';
import { publicAnswers } from './public-answers.ts';

// Route ids are checked by the service: a malformed id is a listing that does not exist (404).
const idParams = z.object({ id: z.string() });
const priceGuideQuery = z.object({ title: z.string({ error: 'Please give a phone model in title' }).trim().max(120) });

export function phonesService(app: FastifyInstance) {
  return createPhonesService({
    db: app.db,
    notifications: app.notifications,
    storage: app.storage,
    imageBaseUrl: app.config.imageBaseUrl,
    log: app.log,
    catalogueChanges: app.catalogueChanges,
    searchSlots: app.searchSlots,
  });
}

/**
 * The guard of the listing forms, run before the handler reads the multipart body: a guest (401), a
 * buyer or an admin (403, with the text the service gives: they own no listings) is answered
 * without a byte of their photos being streamed in or decoded.
 */
function sellersOnly(app: FastifyInstance, message: string): preHandlerAsyncHookHandler[] {
  const sellerRole = async (request: FastifyRequest) => {
    if (currentUser(request).role !== 'seller') throw forbidden(message);
  };
  return [app.authenticate, sellerRole];
}

/** /api/phones: the public catalogue and sellers' listings. */
export async function phonesRoutes(app: FastifyInstance): Promise<void> {
  const phones = phonesService(app);
  // Public answers are the same for every caller, signed in or not, and kept as bytes until the
  // catalogue changes (docs/decisions/049-catalogue-answers-served-as-bytes.md); a request of an address
  // answered before gets them before this route runs (early-answers.ts).
  const answers = app.catalogueAnswers;
  const catalogue = publicAnswers(answers, phones);
  // These answers are compressed once, by the answer cache, not on every request by the plugin.
  const bytes = { compress: false } as const;

  app.get('/', bytes, async (request, reply) => {
    const query = phonesQuerySchema.parse(request.query);
    const generation = answers.generation();
    const answer = await catalogue.list(query);
    answers.rememberUrl(request, reply, answer!, generation);
    return sendAnswer(request, reply, answer!);
  });

  // Live listings per brand for the browse filter; one answer for everyone, forgotten on every catalogue change.
  app.get('/brand-counts', bytes, async (request, reply) => {
    const generation = answers.generation();
    const answer = await answers.get('brand-counts', async () => ({ data: await phones.brandCounts() }));
    answers.rememberUrl(request, reply, answer!, generation);
    return sendAnswer(request, reply, answer!);
  });

  app.get('/price-guide', bytes, async (request, reply) => {
    const { title } = priceGuideQuery.parse(request.query);
    const generation = answers.generation();
    const answer = await answers.get(`guide:${title.toLowerCase()}`, async () => ({
      data: await phones.priceGuide(title),
    }));
    answers.rememberUrl(request, reply, answer!, generation);
    return sendAnswer(request, reply, answer!);
  });

  app.get('/fair-price', bytes, async (request, reply) => {
    const query = fairPriceQuerySchema.parse(request.query);
    const answer = await answers.get(`fair:${JSON.stringify(query).toLowerCase()}`, async () => ({
      data: await phones.fairPrice(query),
    }));
    return sendAnswer(request, reply, answer!);
  });

  app.get('/:id', bytes, async (request, reply) => {
    const { id } = idParams.parse(request.params);
    const viewer = request.authUser;
    const generation = answers.generation();
    const shared = viewer?.role === 'admin' ? null : await catalogue.phone(id);
    // A seller sees more of their own listing (and their pending ones), an admin more of every one.
    if (shared && shared.ownerId !== viewer?.id) {
      // The same bytes for every caller but the seller and admins; the next request of this address is
      // answered at the door (early-answers.ts).
      answers.rememberUrl(request, reply, shared, generation);
      return sendAnswer(request, reply, shared);
    }
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return { success: true, data: await phones.getPhone(id, viewer) };
  });

  app.post(
    '/',
    {
      preHandler: sellersOnly(app, PHONE_MESSAGES.sellersOnlyCreate),
      config: limit(app.rateLimits.listingWritePerUser),
    },
    async (request, reply) => {
      const user = currentUser(request);
      const upload = await readListingUpload(request);
      const phone = await phones.createListing(user, upload);
      return reply.status(201).send({ success: true, message: PHONE_MESSAGES.createSuccessToast, data: phone });
    },
  );

  app.put(
    '/:id',
    { preHandler: sellersOnly(app, EDIT_OWN_LISTINGS_MESSAGE), config: limit(app.rateLimits.listingWritePerUser) },
    async (request) => {
      const { id } = idParams.parse(request.params);
      const upload = await readListingUpload(request);
      const phone = await phones.updateListing(currentUser(request), id, upload);
      return { success: true, message: PHONE_MESSAGES.updateSuccess, data: phone };
    },
  );

  app.put('/:id/sold', { preHandler: app.authenticate }, async (request) => {
    const { id } = idParams.parse(request.params);
    return { success: true, message: LISTING_SOLD_MESSAGE, data: await phones.markSold(currentUser(request), id) };
  });

  app.delete('/:id', { preHandler: app.authenticate }, async (request) => {
    const { id } = idParams.parse(request.params);
    await phones.deleteListing(currentUser(request), id);
    return { success: true, message: LISTING_DELETED_MESSAGE, data: { id, _id: id } };
  });
}

/** /api/users/my-listings: a seller's own listings with their status counts. */
export async function myListingsRoutes(app: FastifyInstance): Promise<void> {
  const phones = phonesService(app);

  app.get('/my-listings', { preHandler: app.requireRole('seller') }, async (request) => {
    const query = myListingsQuerySchema.parse(request.query);
    return { success: true, data: await phones.myListings(currentUser(request), query) };
  });
}
