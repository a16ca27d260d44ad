import { z } from 'zod';
import { MSG } from './errors.js';
import { hasControlChars, INT4_MAX } from './primitives.js';
import { isIsoDate } from './rules/format.js';

// Query-string parameters shared by the list calls (lot listings, bid lists): values arrive as
// strings, lists comma-separated. Each refuses with Errors.InvalidField what would otherwise
// reach PostgreSQL as a value it cannot hold (issue 10 §2).

export const MAX_LIST_ITEMS = 50;

export const csv = (value: string) =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export const stringList = (maxLen = 40) =>
  z
    .string()
    .max(2000)
    .transform((value, ctx) => {
      const items = csv(value);
      if (items.length > MAX_LIST_ITEMS || items.some((s) => s.length > maxLen || hasControlChars(s))) {
        ctx.addIssue({ code: 'custom', message: MSG.invalidField });
        return z.NEVER;
      }
      return items.length ? items : undefined;
    });

export const intList = (allowed?: readonly number[]) =>
  z
    .string()
    .max(2000)
    .transform((value, ctx) => {
      const items = csv(value).map(Number);
      // Ids are int4 columns: a larger number can match nothing and PostgreSQL would refuse it.
      const bad = items.some((n) => !Number.isInteger(n) || n < 0 || n > INT4_MAX || (allowed && !allowed.includes(n)));
      if (bad || items.length > MAX_LIST_ITEMS) {
        ctx.addIssue({ code: 'custom', message: MSG.invalidField });
        return z.NEVER;
      }
      return items.length ? items : undefined;
    });

export const dateList = z
  .string()
  .max(400)
  .transform((value, ctx) => {
    const items = csv(value);
    if (items.length > 31 || items.some((d) => !isIsoDate(d))) {
      ctx.addIssue({ code: 'custom', message: MSG.invalidField });
      return z.NEVER;
    }
    return items.length ? items : undefined;
  });

export const positiveInt = (max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/, { error: MSG.invalidField })
    .transform(Number)
    .pipe(z.number().int().min(1, { error: MSG.invalidField }).max(max, { error: MSG.invalidField }))
    .optional()
    .transform((v) => v ?? fallback);

