import { ROLE, USER_TYPE, type ChatSide, type Profile } from '@jauc/contract';

type Detail = Pick<Profile['detail'], 'userId' | 'roleId' | 'userType'>;

/** Managers (userType 3) answer every chat as one desk and are the only ones with the History tab (spec 2 §4, §6). */
export const isChatManager = (detail: Detail) => detail.userType === USER_TYPE.manager;

/**
 * The side of a bid's chat whose unread state the viewer sees: the managers', or the owner's
 * (also for a dealer following a client's bid: that row's dot is the client's, contract
 * chat/update-chat-status.ts).
 */
export const chatSideOf = (detail: Detail): ChatSide => (isChatManager(detail) ? 'manager' : 'owner');

/**
 * A dealer reads their clients' chats but does not write in them (contract chat/save-chat.ts:
 * 403 chat_read_only); `ownerId` is the bid owner's user id, null when the row names none (the
 * viewer's own bid).
 */
export const chatReadOnly = (detail: Detail, ownerId: number | null) => detail.roleId === ROLE.dealer && ownerId !== null && ownerId !== detail.userId;
