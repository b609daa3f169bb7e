import { describe, expect, it } from 'vitest';

import { errorsOf, parsed } from '../testing/issues.ts';
import {
  activityQuerySchema,
  adminDeleteSchema,
  approveSchema,
  batchApprovedToast,
  batchApproveSchema,
  pendingListingsQuerySchema,
  rejectSchema,
} from './admin.schemas.ts';

const a = '5f1c2b3a-1d2e-4f50-8a6b-7c8d9e0f1a2b';
const b = '6a1c2b3a-1d2e-4f50-8a6b-7c8d9e0f1a2b';

describe('approve and reject', () => {
  it('approving needs no note; a blank note is none', () => {
    expect(parsed(approveSchema, {})).toEqual({ adminNotes: undefined });
    expect(parsed(approveSchema, { adminNotes: '  ' })).toEqual({ adminNotes: undefined });
    expect(parsed(approveSchema, { adminNotes: ' Looks good ' })).toEqual({ adminNotes: 'Looks good' });
  });

  it('a note over 1000 characters is refused', () => {
    expect(errorsOf(approveSchema, { adminNotes: 'x'.repeat(1001) })).toEqual({
      adminNotes: 'Admin notes must be at most 1000 characters',
    });
  });

  it('rejecting without a reason asks for one', () => {
    expect(errorsOf(rejectSchema, {})).toEqual({ reason: 'Please provide a rejection reason' });
    expect(errorsOf(rejectSchema, { reason: '   ' })).toEqual({ reason: 'Please provide a rejection reason' });
  });

  it('a listed reason or a typed one is accepted, with optional notes', () => {
    expect(parsed(rejectSchema, { reason: 'Suspicious pricing', adminNotes: 'Too cheap' })).toEqual({
      reason: 'Suspicious pricing',
      adminNotes: 'Too cheap',
    });
    expect(parsed(rejectSchema, { reason: 'Photos show a different model' }).reason).toBe(
      'Photos show a different model',
    );
  });

  it('a reason over 500 characters is refused', () => {
    expect(errorsOf(rejectSchema, { reason: 'x'.repeat(501) })).toEqual({
      reason: 'The reason must be at most 500 characters',
    });
  });

  it('expectedUpdatedAt is optional and, when sent, an ISO timestamp', () => {
    const seen = '2025-03-01T10:15:30.123Z';
    expect(parsed(approveSchema, { expectedUpdatedAt: seen }).expectedUpdatedAt).toBe(seen);
    expect(parsed(rejectSchema, { reason: 'Other', expectedUpdatedAt: seen }).expectedUpdatedAt).toBe(seen);
    for (const value of ['yesterday', '2025-03-01', 1740824130123, '']) {
      expect(errorsOf(approveSchema, { expectedUpdatedAt: value })).toEqual({
        expectedUpdatedAt:
          "expectedUpdatedAt must be the listing's updatedAt from the pending list, as an ISO timestamp",
      });
    }
  });

  it('deleting a listing needs a reason', () => {
    expect(errorsOf(adminDeleteSchema, {})).toEqual({ reason: 'Please provide a reason for deleting this listing' });
  });
});

describe('batch approve', () => {
  it('the batch note is the spec default', () => {
    expect(parsed(batchApproveSchema, { phoneIds: [a, b, a] })).toEqual({
      phoneIds: [a, b],
      adminNotes: 'Batch approved by admin',
    });
  });

  it('an empty selection is refused', () => {
    expect(errorsOf(batchApproveSchema, { phoneIds: [] })).toEqual({
      phoneIds: 'Select at least one listing to approve',
    });
    expect(errorsOf(batchApproveSchema, {})).toEqual({ phoneIds: 'Select at least one listing to approve' });
  });

  it('up to 100 listings at once', () => {
    expect(errorsOf(batchApproveSchema, { phoneIds: Array(100).fill(a) })).toBeNull();
    expect(errorsOf(batchApproveSchema, { phoneIds: Array(101).fill(a) })).toEqual({
      phoneIds: 'At most 100 listings can be approved at once',
    });
  });

  it('expectedUpdatedAt maps each listing (ids in any letter case) to the updatedAt the admin saw', () => {
    const seen = '2025-03-01T10:15:30.123Z';
    expect(
      parsed(batchApproveSchema, { phoneIds: [a, b], expectedUpdatedAt: { [a.toUpperCase()]: seen, [b]: seen } }),
    ).toEqual({ phoneIds: [a, b], adminNotes: 'Batch approved by admin', expectedUpdatedAt: { [a]: seen, [b]: seen } });
  });

  it('expectedUpdatedAt must name every listing of the batch, each with a timestamp', () => {
    const seen = '2025-03-01T10:15:30.123Z';
    expect(errorsOf(batchApproveSchema, { phoneIds: [a, b], expectedUpdatedAt: { [a]: seen } })).toEqual({
      expectedUpdatedAt: 'expectedUpdatedAt must name every listing of the batch',
    });
    expect(errorsOf(batchApproveSchema, { phoneIds: [a], expectedUpdatedAt: { [a]: 'yesterday' } })).toEqual({
      [`expectedUpdatedAt.${a}`]:
        "expectedUpdatedAt must be the listing's updatedAt from the pending list, as an ISO timestamp",
    });
    expect(errorsOf(batchApproveSchema, { phoneIds: [a], expectedUpdatedAt: [seen] })).toEqual({
      expectedUpdatedAt: "expectedUpdatedAt must be the listing's updatedAt from the pending list, as an ISO timestamp",
    });
  });

  it('the toast counts the approved listings', () => {
    expect(batchApprovedToast(3)).toBe('3 listings approved!');
  });
});

describe('pending listings query', () => {
  it('defaults to page 1 of 10, all brands, newest first', () => {
    expect(parsed(pendingListingsQuerySchema, {})).toEqual({
      page: 1,
      limit: 10,
      brand: 'all',
      sortBy: 'createdAt',
      order: 'desc',
    });
  });

  it('sorts by price or title, either way', () => {
    expect(
      parsed(pendingListingsQuerySchema, { sortBy: 'price', order: 'asc', brand: 'Apple', search: ' pixel ' }),
    ).toMatchObject({
      sortBy: 'price',
      order: 'asc',
      brand: 'Apple',
      search: 'pixel',
    });
  });

  it('an unknown sort field or order is refused', () => {
    expect(errorsOf(pendingListingsQuerySchema, { sortBy: 'seller', order: 'sideways' })).toEqual({
      sortBy: 'sortBy must be one of: createdAt, price, title',
      order: 'Order must be asc or desc',
    });
  });
});

describe('activity log query', () => {
  it('lists every action by default', () => {
    expect(parsed(activityQuerySchema, {})).toEqual({ page: 1, limit: 10, action: undefined });
    expect(parsed(activityQuerySchema, { action: 'all' }).action).toBeUndefined();
  });

  it('filters by one action', () => {
    expect(parsed(activityQuerySchema, { action: 'batch_approve' }).action).toBe('batch_approve');
  });

  it('an unknown action is refused', () => {
    expect(errorsOf(activityQuerySchema, { action: 'ban' })).toEqual({
      action: 'Unknown action. Use one of: approve, reject, batch_approve, delete',
    });
  });
});
