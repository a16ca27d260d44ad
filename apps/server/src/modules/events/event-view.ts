import type { LiveEvent } from '@jauc/contract';
import { canSee, isManager } from '../access/access.js';
import type { AuthUser } from '../../plugins/auth-context.js';
import type { EventRow } from './events.repo.js';

/**
 * What one user receives of an event: null when they may not see it (access.canSee for a bid's
 * events, managers only for the desk's counters, the one user for a personal event), else the
 * event's data as they see it (a chat message is "own" from the writer's side; a bid's
 * manager-only values only for managers).
 */
export function viewOf(row: EventRow, user: AuthUser): LiveEvent | null {
  if (row.audience === 'managers' && !isManager(user)) return null;
  if (row.audience === 'user' && row.ownerId !== user.id) return null;
  if (row.audience === 'bid' && (row.ownerId === null || !canSee(user, { id: row.ownerId, dealerId: row.dealerId }))) return null;
  const payload = row.payload;
  if (payload.type === 'chat.message') {
    const { bidId, side, authorId, message } = payload as { bidId: number; side: 'owner' | 'manager'; authorId: number; message: { id: number; text: string; time: string } };
    const isOwn = isManager(user) ? side === 'manager' : authorId === user.id;
    return { type: 'chat.message', bidId, side, message: { ...message, isOwn } };
  }
  if (payload.type === 'bid.changed') {
    // The manager-only values of a bid, shown to whom the bid lists show them (bid-list.service).
    const { autoBid, adjustmentPrice, ...rest } = payload;
    if (!isManager(user)) return rest as LiveEvent;
    return (user.permissions.adjustmentPriceShow ? { ...rest, autoBid, adjustmentPrice } : { ...rest, autoBid }) as LiveEvent;
  }
  return payload as LiveEvent;
}
