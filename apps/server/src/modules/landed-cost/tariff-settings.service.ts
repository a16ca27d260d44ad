import {
  TARIFF_PART_DATA, tokyoParts, type AddExchangeRatesBody, type addTariffVersionBody, type TariffPart, type TariffSettingsResponse,
} from '@jauc/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { unprocessable } from '../../lib/errors.js';
import type { TextLanguage } from '../../lib/request-language.js';
import type { AuthUser } from '../../plugins/auth-context.js';
import { findCountryName, listCountryNames } from './country-name.repo.js';
import { inForce } from './tariff-dates.js';
import { insertRates, insertTariffVersion, listRates, listTariffRows, tariffCountries } from './tariff.repo.js';

// The managers' settings of the landed cost (decision record 022). The route has checked that the
// caller is a manager; here are the rules: a version starts today or later (a past date would
// change answers already given), a rate is dated today or earlier, a part's data has its shape,
// and nothing is ever rewritten.

export async function tariffSettings(db: DbOrTx, countryId: number, language: TextLanguage, now: Date): Promise<TariffSettingsResponse> {
  const today = tokyoParts(now).date;
  const rows = await listTariffRows(db, countryId);
  const current = new Set<number>();
  for (const key of new Set(rows.map((r) => `${r.part}/${r.code}`))) {
    const v = inForce(rows.filter((r) => `${r.part}/${r.code}` === key), today);
    if (v) current.add(v.id);
  }
  return {
    countryId,
    today,
    countries: await listCountryNames(db, await tariffCountries(db), language),
    versions: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), current: current.has(r.id) })),
    rates: (await listRates(db)).map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}

type VersionInput = z.output<typeof addTariffVersionBody>;

export async function addTariffVersion(db: DbOrTx, user: AuthUser, body: VersionInput, now: Date): Promise<number> {
  const today = tokyoParts(now).date;
  if (body.effectiveFrom < today) throw unprocessable({ effectiveFrom: 'LandedCost.errors.notFuture' });
  if ((await findCountryName(db, body.countryId, 'en')) === '') throw unprocessable({ countryId: 'Errors.InvalidField' });
  if ((body.part === 'fee') !== (body.code !== '')) throw unprocessable({ code: 'Errors.InvalidField' });
  const parsed = TARIFF_PART_DATA[body.part as TariffPart].safeParse(body.data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw unprocessable({ data: `LandedCost.errors.badData:${issue ? issue.path.join('.') || '-' : '-'}` });
  }
  const id = await insertTariffVersion(db, {
    countryId: body.countryId, part: body.part as TariffPart, code: body.code, effectiveFrom: body.effectiveFrom, source: body.source,
    data: parsed.data as Record<string, unknown>, createdBy: user.id,
  });
  if (id === null) throw unprocessable({ effectiveFrom: 'LandedCost.errors.versionExists' });
  return id;
}

export async function addExchangeRates(db: DbOrTx, user: AuthUser, body: AddExchangeRatesBody & { date: string }, now: Date): Promise<number> {
  if (body.date > tokyoParts(now).date) throw unprocessable({ date: 'LandedCost.errors.rateInFuture' });
  return insertRates(db, body.date, { JPY: body.JPY, EUR: body.EUR, USD: body.USD }, 'manual', user.id);
}
