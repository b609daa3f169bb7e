/** One message of a conversation as both its people read it. */
export interface MessageDto {
  id: string;
  conversationId: string;
  senderId: string;
  text: string;
  /** The message asks for money up front or moves the deal off the site: show the safety note. */
  safetyNote: boolean;
  createdAt: string;
}

/** The other person of a conversation, as anyone may see them. */
export interface ConversationPerson {
  id: string;
  name: string;
  profilePicture: string | null;
}

export interface ConversationPhone {
  /** Null once the listing has been deleted; the conversation stays. */
  id: string | null;
  title: string;
  image: string | null;
  price: number | null;
}

export interface ConversationSummary {
  id: string;
  /** Whether the reader is the buyer or the seller here. */
  role: 'buyer' | 'seller';
  otherPerson: ConversationPerson;
  phone: ConversationPhone;
  lastMessage: MessageDto | null;
  unreadCount: number;
  /** The reader has blocked the other person. */
  blockedByMe: boolean;
  /** New messages are refused (a block either way, or a suspended account). */
  closed: boolean;
  updatedAt: string;
}

export interface ConversationsList {
  conversations: ConversationSummary[];
  /** Conversations with at least one unread message: the header's badge. */
  unreadConversations: number;
}

export interface MessagesPage {
  messages: MessageDto[];
  /** Pass as `before` to read the page of older messages; null when this page is the oldest. */
  nextBefore: string | null;
}

/** What an admin handling a report reads: the whole conversation. */
export interface ConversationForAdmin {
  id: string;
  buyerId: string;
  sellerId: string;
  phoneId: string | null;
  phoneTitle: string;
  createdAt: string;
  messages: MessageDto[];
}
