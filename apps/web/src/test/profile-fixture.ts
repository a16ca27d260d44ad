import { PERMISSION_NAMES, type Permissions, type Profile } from '@jauc/contract';

export type ProfileOverrides = { detail?: Partial<Profile['detail']>; permission?: Partial<Permissions> };

/** A signed-in client with every permission, as GET /user/view-profile answers it, adjusted by `overrides`. */
export function makeProfile({ detail = {}, permission = {} }: ProfileOverrides = {}): Profile {
  return {
    success: true,
    detail: {
      userId: 1001,
      userLevel: 1064,
      fullName: 'Alex Turner',
      email: 'client@demo.example',
      company: null,
      countryId: 14,
      roleId: 1064,
      city: 'Sydney',
      address: '',
      mobile: '+61 (412) 345-67-89',
      officePhone: null,
      lastLogin: null,
      bidEmailNotify: true,
      language: 692,
      invoiceLink: '',
      userType: 2,
      telegramEnabled: false,
      exportRules: false,
      ...detail,
    },
    balanceInfo: { balance: 1_500_000, creditLimit: 500_000, bidAllow: 1_800_000, dailyBidLimit: 10, dailyUssLimit: 50, activeBids: 2 },
    permission: { ...(Object.fromEntries(PERMISSION_NAMES.map((p) => [p, true])) as Permissions), ...permission },
  };
}
