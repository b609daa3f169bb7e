import { and, asc, desc, eq, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { conversations, listings, messageMails, messages, userBlocks, users } from '../../db/schema.ts';
import { REPLY_TIME_MIN_CONVERSATIONS } from '@phonekade/shared/conversations/reply-time';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/** The listing a buyer writes about, with its seller, if the public may see it now. */
export async function findListingForMessage(db: DbOrTx, listingId: string) {
  const [row] = await db
    .select({ id: listings.id, title: listings.title, sellerId: listings.sellerId, status: listings.status })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row;
}

export async function findConversationByBuyerAndListing(db: DbOrTx, buyerId: string, listingId: string) {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.buyerId, buyerId), eq(conversations.listingId, listingId)));
  return row;
}

/** Inserts the conversation, or answers the one this buyer already has for the listing. */
export async function insertConversationOnce(
  tx: DbOrTx,
  values: { listingId: string; listingTitle: string; buyerId: string; sellerId: string },
): Promise<{ row: ConversationRow; created: boolean }> {
  const [inserted] = await tx
    .insert(conversations)
    .values(values)
    .onConflictDoNothing({ target: [conversations.buyerId, conversations.listingId] })
    .returning();
  if (inserted) return { row: inserted, created: true };
  const existing = await findConversationByBuyerAndListing(tx, values.buyerId, values.listingId);
  if (!existing) throw new Error('conversation vanished between insert and read');
  return { row: existing, created: false };
}

/** The conversation if `userId` is one of its two people; locked when `lock` (a message is being added). */
export async function findConversationFor(db: DbOrTx, conversationId: string, userId: string, lock = false) {
  const query = db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.id, conversationId),
        or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId)),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findConversationById(db: DbOrTx, conversationId: string) {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, conversationId));
  return row;
}

/** Whether either person has blocked the other. */
export async function isBlockedEitherWay(db: DbOrTx, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
        and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function findUserState(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function insertMessage(
  tx: DbOrTx,
  values: { conversationId: string; senderId: string; text: string; safetyNote: boolean },
): Promise<MessageRow> {
  const [row] = await tx.insert(messages).values(values).returning();
  if (!row) throw new Error('no message');
  return row;
}

/**
 * After a message: the conversation's last activity, the sender's reading (they have seen everything
 * up to their own message) and the first-message and first-reply times of the reply-time median.
 */
export async function recordMessage(
  tx: DbOrTx,
  conversation: ConversationRow,
  message: MessageRow,
): Promise<{ firstReply: boolean }> {
  const fromBuyer = message.senderId === conversation.buyerId;
  const firstReply =
    !fromBuyer && conversation.firstBuyerMessageAt !== null && conversation.firstSellerReplyAt === null;
  await tx
    .update(conversations)
    .set({
      lastMessageAt: message.createdAt,
      ...(fromBuyer ? { buyerReadAt: message.createdAt } : { sellerReadAt: message.createdAt }),
      ...(fromBuyer && !conversation.firstBuyerMessageAt ? { firstBuyerMessageAt: message.createdAt } : {}),
      ...(firstReply ? { firstSellerReplyAt: message.createdAt } : {}),
    })
    .where(eq(conversations.id, conversation.id));
  return { firstReply };
}

/**
 * The median minutes from a buyer's first message to the seller's first reply, over the seller's
 * answered conversations; null below the minimum count. Stored on the seller for every card that shows it.
 */
export async function refreshReplyMedian(tx: DbOrTx, sellerId: string): Promise<number | null> {
  const [row] = await tx
    .select({
      answered: sql<number>`count(*)::int`,
      median: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${conversations.firstSellerReplyAt} - ${conversations.firstBuyerMessageAt}))`,
    })
    .from(conversations)
    .where(
      and(
        eq(conversations.sellerId, sellerId),
        isNotNull(conversations.firstBuyerMessageAt),
        isNotNull(conversations.firstSellerReplyAt),
      ),
    );
  const minutes =
    row && row.answered >= REPLY_TIME_MIN_CONVERSATIONS && row.median !== null
      ? Math.max(1, Math.ceil(Number(row.median) / 60))
      : null;
  await tx.update(users).set({ replyMedianMinutes: minutes }).where(eq(users.id, sellerId));
  return minutes;
}

/** Messages from the other person after `userId`'s last reading. */
function unreadFor(userId: string): SQL<number> {
  return sql<number>`(
    select count(*)::int from ${messages} m
    where m.conversation_id = ${conversations.id}
      and m.sender_id <> ${userId}
      and m.created_at > coalesce(
        case when ${conversations.buyerId} = ${userId} then ${conversations.buyerReadAt} else ${conversations.sellerReadAt} end,
        '-infinity'::timestamptz))`;
}

export async function countUnreadConversations(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: sql<number>`count(*)::int` })
    .from(conversations)
    .where(
      and(or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId)), sql`${unreadFor(userId)} > 0`),
    );
  return row?.unread ?? 0;
}

const other = alias(users, 'other_person');

/** The person's conversations, latest activity first, with the other person, the listing and counts. */
export async function listConversations(db: DbOrTx, userId: string) {
  return db
    .select({
      conversation: conversations,
      other: {
        id: other.id,
        name: other.name,
        profilePicture: other.profilePicture,
        suspendedAt: other.suspendedAt,
      },
      listing: { id: listings.id, title: listings.title, price: listings.price, images: listings.images },
      unreadCount: unreadFor(userId),
      blockedByMe: sql<boolean>`exists (select 1 from ${userBlocks} b where b.blocker_id = ${userId} and b.blocked_id = ${other.id})`,
      blockedByThem: sql<boolean>`exists (select 1 from ${userBlocks} b where b.blocker_id = ${other.id} and b.blocked_id = ${userId})`,
      lastMessage: sql<{
        id: string;
        sender_id: string;
        text: string;
        safety_note: boolean;
        created_at: string;
      } | null>`(select to_jsonb(m) from ${messages} m where m.conversation_id = ${conversations.id} order by m.created_at desc, m.id desc limit 1)`,
    })
    .from(conversations)
    .innerJoin(
      other,
      sql`${other.id} = case when ${conversations.buyerId} = ${userId} then ${conversations.sellerId} else ${conversations.buyerId} end`,
    )
    .leftJoin(listings, eq(listings.id, conversations.listingId))
    .where(or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId)))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id));
}

/**
 * A page of the thread: the `limit` messages just older than `before` (or the newest), oldest first.
 * One more is read to tell whether an older page exists.
 */
export async function findMessagesPage(db: DbOrTx, conversationId: string, before: string | undefined, limit: number) {
  const olderThan = before
    ? sql`(${messages.createdAt}, ${messages.id}) < (select m.created_at, m.id from ${messages} m where m.id = ${before} and m.conversation_id = ${conversationId})`
    : undefined;
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), olderThan))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit + 1);
  const hasOlder = rows.length > limit;
  const page = rows.slice(0, limit).reverse();
  return { messages: page, hasOlder };
}

export async function messageBelongsTo(db: DbOrTx, messageId: string, conversationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.conversationId, conversationId)));
  return row !== undefined;
}

export async function allMessages(db: DbOrTx, conversationId: string) {
  return db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(asc(messages.createdAt), asc(messages.id));
}

/** The reader has seen everything up to now. */
export async function markRead(db: DbOrTx, conversation: ConversationRow, userId: string) {
  const asBuyer = conversation.buyerId === userId;
  // The database's clock, the one that stamped the messages.
  const now = sql`now()`;
  await db
    .update(conversations)
    .set(asBuyer ? { buyerReadAt: now } : { sellerReadAt: now })
    .where(eq(conversations.id, conversation.id));
}

/** The recipient is owed a mail 15 minutes from now, unless one is already due sooner. */
export async function scheduleMail(tx: DbOrTx, conversationId: string, userId: string, dueAt: Date) {
  await tx
    .insert(messageMails)
    .values({ conversationId, userId, dueAt })
    .onConflictDoUpdate({
      target: [messageMails.conversationId, messageMails.userId],
      set: { dueAt: sql`coalesce(${messageMails.dueAt}, excluded.due_at)` },
    });
}

export async function cancelMail(db: DbOrTx, conversationId: string, userId: string) {
  await db
    .update(messageMails)
    .set({ dueAt: null })
    .where(and(eq(messageMails.conversationId, conversationId), eq(messageMails.userId, userId)));
}

/** Mails due by `now`, locked so a second instance sweeping at once skips them. */
export async function lockDueMails(tx: DbOrTx, now: Date, limit: number) {
  return tx
    .select({
      conversationId: messageMails.conversationId,
      userId: messageMails.userId,
      lastSentAt: messageMails.lastSentAt,
    })
    .from(messageMails)
    .where(and(isNotNull(messageMails.dueAt), lte(messageMails.dueAt, now)))
    .orderBy(asc(messageMails.dueAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function setMailDue(tx: DbOrTx, conversationId: string, userId: string, dueAt: Date | null) {
  await tx
    .update(messageMails)
    .set({ dueAt })
    .where(and(eq(messageMails.conversationId, conversationId), eq(messageMails.userId, userId)));
}

export async function setMailSent(tx: DbOrTx, conversationId: string, userId: string, at: Date) {
  await tx
    .update(messageMails)
    .set({ dueAt: null, lastSentAt: at })
    .where(and(eq(messageMails.conversationId, conversationId), eq(messageMails.userId, userId)));
}

/** What a due mail says: the recipient, the other person's name, the listing and the unread count. */
export async function findMailDetails(db: DbOrTx, conversationId: string, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      language: users.language,
      suspendedAt: users.suspendedAt,
      listingTitle: conversations.listingTitle,
      buyerId: conversations.buyerId,
      sellerId: conversations.sellerId,
      unread: unreadFor(userId),
    })
    .from(conversations)
    .innerJoin(users, eq(users.id, userId))
    .where(eq(conversations.id, conversationId));
  return row;
}

export async function insertBlock(db: DbOrTx, blockerId: string, blockedId: string) {
  await db.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

export async function removeBlock(db: DbOrTx, blockerId: string, blockedId: string) {
  await db.delete(userBlocks).where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
}

/** Everyone who has a conversation with this person. */
export async function findConversationCounterparts(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({
      id: sql<string>`case when ${conversations.buyerId} = ${userId} then ${conversations.sellerId} else ${conversations.buyerId} end`,
    })
    .from(conversations)
    .where(or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId)));
  return rows.map((row) => row.id);
}
