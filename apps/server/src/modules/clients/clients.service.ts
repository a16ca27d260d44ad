import { eq } from 'drizzle-orm';
import {
  CLIENT_ROLES, USER_TYPE, type ClientRow, type ClientsListQuery, type ClientsListResponse, type UpdateClientResponse,
} from '@jauc/contract';
import type { z } from 'zod';
import type { updateClientBody } from '@jauc/contract';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import type { TextLanguage } from '../../lib/request-language.js';
import type { AuthUser } from '../../plugins/auth-context.js';
import { insertUserLogs } from '../payments/deposit.repo.js';
import { normalizePermissions } from '../identity/permission-templates.js';
import { updateUser } from '../identity/user.repo.js';
import { roleName } from './client-texts.js';
import { countClients, listClients, type ClientDbRow } from './clients.repo.js';

// The managers' client page (DESIGN.md §3 "Money and purchases": where deposits and credit limits
// are set). The routes admit managers only (access.requireManager).

const iso = (v: Date | string) => new Date(v).toISOString();

function toClient(r: ClientDbRow, lang: TextLanguage): ClientRow {
  return {
    id: r.id,
    fullName: r.full_name,
    clientId: String(r.id),
    email: r.email,
    company: r.company,
    countryId: r.country_id,
    country: lang === 'ru' ? r.country_ru : r.country_en,
    createdAt: iso(r.created_at),
    lastLogin: r.last_login_at === null ? null : iso(r.last_login_at),
    userType: r.user_type,
    roleId: r.role_id,
    type: roleName(lang, r.role_id),
    biddingAllowed: normalizePermissions(r.permissions).biddingAllowed,
    balance: Number(r.balance),
    creditLimit: Number(r.credit_limit),
    manager: r.manager_name,
    dealer: r.dealer_name,
    note: r.note,
  };
}

export async function clientsList(db: Db, q: ClientsListQuery, lang: TextLanguage): Promise<ClientsListResponse> {
  const filter = { search: q.search, roles: q.role };
  const rows = await listClients(db, filter, q.pageSize, (q.page - 1) * q.pageSize);
  const total = rows.length > 0 ? Number(rows[0]!.total) : q.page === 1 ? 0 : await countClients(db, filter);
  return {
    success: true,
    clients: rows.map((r) => toClient(r, lang)),
    roleList: CLIENT_ROLES.map((value) => ({ value, label: roleName(lang, value) })),
    pageInfo: { page: q.page, pageSize: q.pageSize, totalSearchResults: total, totalResults: total },
  };
}

/** A client's credit limit and note, each change logged with the manager and its old and new value. */
export async function updateClient(db: Db, actor: AuthUser, body: z.output<typeof updateClientBody>, lang: TextLanguage): Promise<UpdateClientResponse> {
  await db.transaction(async (tx) => {
    const [u] = await tx
      .select({ id: users.id, userType: users.userType, creditLimit: users.creditLimit, note: users.note })
      .from(users).where(eq(users.id, body.userId)).for('no key update');
    if (!u || u.userType === USER_TYPE.manager) throw notFound('client_not_found');
    const logs: Array<{ event: string; oldValue: string | null; newValue: string | null }> = [];
    const note = body.note === undefined ? undefined : body.note === '' ? null : body.note;
    if (body.creditLimit !== undefined && body.creditLimit !== u.creditLimit) {
      logs.push({ event: 'credit_limit_changed', oldValue: String(u.creditLimit), newValue: String(body.creditLimit) });
    }
    if (note !== undefined && note !== u.note) logs.push({ event: 'note_changed', oldValue: u.note, newValue: note });
    if (logs.length === 0) return;
    await updateUser(tx, u.id, { ...(body.creditLimit !== undefined ? { creditLimit: body.creditLimit } : {}), ...(note !== undefined ? { note } : {}) });
    await insertUserLogs(tx, logs.map((l) => ({ ...l, userId: u.id, actorId: actor.id })));
  });
  const [row] = await listClients(db, { ids: [body.userId] }, 1, 0);
  return { success: true, client: toClient(row!, lang) };
}
