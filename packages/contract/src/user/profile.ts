import { z } from 'zod';

/** GET /user/view-profile (spec 1 §3 "Current user profile"). */
export const permissionSchema = z.object({
  carAuctionsView: z.boolean(),
  salesStatisticsView: z.boolean(),
  dealerBidAccess: z.boolean(),
  shareCar: z.boolean(),
  onepriceView: z.boolean(),
  biddingAllowed: z.boolean(),
  adjustmentPriceShow: z.boolean(),
  exportTypeOptional: z.boolean(),
  exportTypeShow: z.boolean(),
  bidDeadlineCheck: z.boolean(),
  creditLimitCheck: z.boolean(),
  dailyBidLimitCheck: z.boolean(),
  ussLimitCheck: z.boolean(),
  auctionTranslationUse: z.boolean(),
  downloadPhotos: z.boolean(),
  downloadInvoice: z.boolean(),
  managerBidForClient: z.boolean(),
  bidsTodayDefault: z.boolean(),
});
export type Permissions = z.infer<typeof permissionSchema>;
export type PermissionName = keyof Permissions;
export const PERMISSION_NAMES = Object.keys(permissionSchema.shape) as PermissionName[];

export const balanceInfoSchema = z.object({
  balance: z.number().int(),
  creditLimit: z.number().int(),
  bidAllow: z.number().int().optional(),
  dailyBidLimit: z.number().int(),
  dailyUssLimit: z.number().int(),
  activeBids: z.number().int(),
});
export type BalanceInfo = z.infer<typeof balanceInfoSchema>;

export const profileDetailSchema = z.object({
  userId: z.number().int(),
  userLevel: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  countryId: z.number().int(),
  roleId: z.number().int(),
  city: z.string(),
  address: z.string(),
  mobile: z.string().nullable(),
  officePhone: z.string().nullable(),
  lastLogin: z.string().nullable(),
  bidEmailNotify: z.boolean(),
  language: z.number().int().nullable(),
  invoiceLink: z.string(),
  userType: z.number().int(),
  /** The server has a Telegram bot (TELEGRAM_BOT_TOKEN): the profile offers to link a chat. */
  telegramEnabled: z.boolean(),
  /** Japan's export rules name this country: listings offer "exportable to my country" (issue 21 §1). */
  exportRules: z.boolean(),
});
export type ProfileDetail = z.infer<typeof profileDetailSchema>;

export const profileResponse = z.object({
  success: z.literal(true),
  detail: profileDetailSchema,
  balanceInfo: balanceInfoSchema,
  permission: permissionSchema,
});
export type Profile = z.infer<typeof profileResponse>;
