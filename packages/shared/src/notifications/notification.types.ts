// What GET /notifications answers (the notification centre): stored notifications, newest first.
import type { Pagination } from '../common/id.schemas.ts';

export interface NotificationDto {
  id: string;
  _id: string;
  /** The real-time event it came with: listing_approved, listing_rejected, new_order ... */
  type: string;
  message: string;
  data: Record<string, unknown>;
  read: boolean;
  createdAt: string;
}

export interface NotificationsPageDto {
  notifications: NotificationDto[];
  unread: number;
  pagination: Pagination;
}
