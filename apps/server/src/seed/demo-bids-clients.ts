import { ROLE, USER_TYPE } from '@jauc/contract';
import type { DemoAccount } from './demo-users.js';

/**
 * The clients who fill the bid manager besides the named demo accounts (DESIGN.md §4: bids of
 * several clients and managers): importers from the markets Japanese used cars go to, shared
 * between the two demo managers, at every client level. They sign in with `demo-pass` too.
 */
export const DEMO_BID_CLIENTS: readonly DemoAccount[] = [
  client('dmitry.volkov', 'Dmitry Volkov', 'RU', 'Vladivostok', '+7 (914) 555-20-11', 'Primorye Auto Import', ROLE.vip, 8_000_000, [2_500_000, 1_500_000], 'manager'),
  client('aisha.mwinyi', 'Aisha Mwinyi', 'TZ', 'Dar es Salaam', '+255 (754) 555-310', 'Kariakoo Motors', ROLE.client, 1_500_000, [600_000, 400_000], 'manager2'),
  client('bat-erdene.ganbold', 'Bat-Erdene Ganbold', 'MN', 'Ulaanbaatar', '+976 (99) 555-412', null, ROLE.client, 1_200_000, [500_000], 'manager'),
  client('sean.oconnor', "Sean O'Connor", 'IE', 'Cork', '+353 (87) 555-0199', 'Munster Imports', ROLE.client, 2_000_000, [900_000, 600_000], 'manager2'),
  client('chanda.mulenga', 'Chanda Mulenga', 'ZM', 'Lusaka', '+260 (97) 555-6621', 'Copperbelt Car Sales', ROLE.troublesome, 600_000, [300_000], 'manager',
    'Paid late twice in 2024: ask for the deposit before bidding above ¥1 000 000.'),
  client('ravi.perera', 'Ravi Perera', 'LK', 'Colombo', '+94 (77) 555-3487', 'Lanka Auto Traders', ROLE.client, 1_800_000, [700_000, 500_000], 'manager2'),
  client('andre.campbell', 'Andre Campbell', 'JM', 'Kingston', '+1 (876) 555-0142', 'Island Wheels', ROLE.client, 1_000_000, [450_000], 'manager'),
  client('tamar.beridze', 'Tamar Beridze', 'GE', 'Tbilisi', '+995 (599) 555-218', null, ROLE.client, 900_000, [400_000], 'manager2'),
  client('james.whitfield', 'James Whitfield', 'AU', 'Brisbane', '+61 (412) 555-903', 'Whitfield Classic Cars', ROLE.vip, 6_000_000, [2_000_000], 'manager2',
    'Collector: JDM sports cars from the 1990s, grade 4 and up.'),
  client('farhan.qureshi', 'Farhan Qureshi', 'PK', 'Karachi', '+92 (300) 555-7710', 'Qureshi Autos', ROLE.client, 1_400_000, [650_000], 'manager'),
];

function client(
  name: string, fullName: string, countryCode: string, city: string, mobile: string, company: string | null, roleId: number,
  creditLimit: number, remittances: number[], manager: 'manager' | 'manager2', note?: string,
): DemoAccount {
  return {
    email: `${name}@demo.example`,
    label: roleId === ROLE.vip ? 'VIP client with bids' : roleId === ROLE.troublesome ? 'Troublesome client with bids' : 'Client with bids',
    fullName,
    userType: USER_TYPE.client,
    roleId,
    countryCode,
    city,
    mobile,
    ...(company ? { company } : {}),
    creditLimit,
    dailyBidLimit: 20,
    dailyUssLimit: 5,
    remittances,
    manager: `${manager}@demo.example`,
    ...(note ? { note } : {}),
  };
}
