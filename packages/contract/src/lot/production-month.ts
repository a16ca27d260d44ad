import { z } from 'zod';
import { MSG } from '../errors.js';

// GET /{pageType}/production-month?maker=&chassis= (car-auction and stock; spec 2 §3, §7): the
// month a car was built, looked up by its chassis number. model, carId, auction and lotNo are
// log data. Unknown chassis: `{ carInfo: null }` (the page shows MonthOfProduction.Empty).

export const productionMonthQuery = z.object({
  maker: z.string().trim().max(60).optional(),
  chassis: z.string({ error: MSG.required }).trim().min(1, { error: MSG.required }).max(40, { error: MSG.invalidField }),
  model: z.string().max(100).optional(),
  carId: z.string().max(12).optional(),
  auction: z.string().max(100).optional(),
  lotNo: z.string().max(20).optional(),
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
