import { z } from 'zod';
import { MSG } from '../errors.js';
import { plainText, requiredText } from '../primitives.js';

// GET /{pageType}/production-month?maker=&chassis= (car-auction and stock; spec 2 §3, §7): the
// month a car was built, looked up by its chassis number. model, carId, auction and lotNo are
// log data. Unknown chassis: `{ carInfo: null }` (the page shows MonthOfProduction.Empty).

export const productionMonthQuery = z.object({
  maker: plainText(60, MSG.invalidField).optional(),
  chassis: requiredText(40),
  model: plainText(100, MSG.invalidField).optional(),
  carId: plainText(12, MSG.invalidField).optional(),
  auction: plainText(100, MSG.invalidField).optional(),
  lotNo: plainText(20, MSG.invalidField).optional(),
});

export const productionMonthInfoSchema = z.object({
  year: z.number().int().optional(),
  month: z.number().int().min(1).max(12).optional(),
  modelCode: z.string().optional(),
  modelName: z.string().optional(),
  gradeCode: z.string().optional(),
  engineNo: z.string().optional(),
  transmission: z.string().optional(),
  description: z.string().optional(),
  code: z.string().optional(),
  colorCode: z.string().optional(),
  trimCode: z.string().optional(),
  catalogNo: z.string().optional(),
});
export type ProductionMonthInfo = z.infer<typeof productionMonthInfoSchema>;

export const productionMonthResponse = z.object({ carInfo: productionMonthInfoSchema.nullable() });
export type ProductionMonthResponse = z.infer<typeof productionMonthResponse>;
