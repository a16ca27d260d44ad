import { MSG, type changePasswordBody, type Profile, type updateProfileBody, type UpdateSettingBody } from '@jauc/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { notFound, tooManyRequests, unprocessable } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { isLimited, LIMITS, passwordChangeKey, recordEvent } from '../../lib/rate-limit.js';
import type { AuthUser } from '../../plugins/auth-context.js';
import { evictUser } from '../identity/session-cache.js';
import { revokeUserSessions } from '../identity/session.repo.js';
import { normalizePermissions } from '../identity/permission-templates.js';
import { balanceInfoOf } from '../payments/balance.js';
import { countryExists, findUserById, updateUser } from '../identity/user.repo.js';
import { hasExportRules } from '../export-rules/export-filter.js';

/**
 * GET /user/view-profile: the account, its money figures and its permission flags. `telegramEnabled`:
 * the server has a Telegram bot (modules/telegram), so the profile offers to link a chat.
 */
export async function getProfile(db: Db, userId: number, telegramEnabled = false): Promise<Profile> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound();
  const balanceInfo = await balanceInfoOf(db, user);
  return {
    success: true,
    detail: {
      userId: user.id,
      userLevel: user.roleId,
      fullName: user.fullName,
      email: user.email,
      company: user.company,
      countryId: user.countryId,
      roleId: user.roleId,
      city: user.city,
      address: user.address,
      mobile: user.mobile,
      officePhone: user.officePhone,
      lastLogin: user.lastLoginAt?.toISOString() ?? null,
      bidEmailNotify: user.bidEmailNotify,
      language: user.language,
      invoiceLink: user.invoiceLink,
      userType: user.userType,
      telegramEnabled,
      exportRules: hasExportRules(user.countryId),
    },
    balanceInfo,
    permission: normalizePermissions(user.permissions),
  };
}

/** PUT /user/update-profile: the e-mail is not part of the body, so it can never change here. */
export async function updateProfile(db: Db, userId: number, body: z.output<typeof updateProfileBody>): Promise<void> {
  if (body.countryId !== undefined && !(await countryExists(db, body.countryId))) throw unprocessable({ countryId: MSG.invalidField });
  await updateUser(db, userId, {
    fullName: body.fullName,
    mobile: body.mobile,
    officePhone: body.officePhone,
    company: body.company,
    city: body.city,
    address: body.address ?? '',
    ...(body.countryId !== undefined ? { countryId: body.countryId } : {}),
  });
}

export async function updateSettings(db: Db, userId: number, body: UpdateSettingBody): Promise<void> {
  await updateUser(db, userId, { bidEmailNotify: body.bidEmailNotify, language: body.language });
  // The language is part of the cached session user.
  evictUser(userId);
}

/**
 * POST /user/change-password: needs the current password, then ends every other session of the
 * user (a device that knew the old password is signed out) while keeping the caller's.
 */
export async function changePassword(db: Db, authUser: AuthUser, body: z.output<typeof changePasswordBody>): Promise<void> {
  // Limited so that a hijacked session cannot be used to brute-force the account password.
  const key = passwordChangeKey(authUser.id);
  if (await isLimited(db, key, LIMITS.passwordChange.max, LIMITS.passwordChange.windowMs)) throw tooManyRequests();
  const user = await findUserById(db, authUser.id);
  if (!user) throw notFound();
  if (!(await verifyPassword(user.passwordHash, body.oldPassword))) {
    await recordEvent(db, key);
    throw unprocessable({ oldPassword: MSG.wrongPassword });
  }
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    await revokeUserSessions(tx, user.id, 'password_changed', authUser.sessionId);
  });
  // After the commit (see resetPassword); the caller's own entry goes too and is simply reloaded.
  evictUser(user.id);
}
