import { sql } from 'drizzle-orm';
import type { ProductionMonthInfo } from '@jauc/contract';
import { query, type DbOrTx } from '../../db/client.js';

interface Row {
  year: number;
  month: number;
  chassis_code: string;
  model_name: string;
  engine_no: string;
  model_prefix: string;
  grade_code: string;
  transmission: string;
  model_suffix: string;
  trim_code: string;
  catalog_no: string;
  description: string;
  color_code: string;
}

/**
 * The production month of a chassis number: the month row whose serial block holds the serial
 * (a primary-key range read), its variant and colour by the serial's place in the block.
 * `makerKey` (normalised maker name) narrows to one maker; '' accepts any.
 */
export async function findProductionMonth(db: DbOrTx, chassisCode: string, serial: number, makerKey: string): Promise<ProductionMonthInfo | null> {
  const [row] = await query<Row>(
    db,
    sql`SELECT m.year, m.month, m.chassis_code, m.model_name, m.engine_no, m.model_prefix, v.grade_code, v.transmission,
               v.model_suffix, v.trim_code, v.catalog_no, v.description, c.code AS color_code
        FROM production_months m
        JOIN production_variants v ON v.chassis_code = m.chassis_code
          AND v.variant_no = ((${serial}::int - m.serial_from) / m.color_count) % m.variant_count
        JOIN production_colors c ON c.color_no = (${serial}::int - m.serial_from) % m.color_count
        WHERE m.chassis_code = ${chassisCode} AND m.serial_from <= ${serial}::int AND m.serial_to >= ${serial}::int
          AND (${makerKey} = '' OR m.maker_key = ${makerKey})
        ORDER BY m.serial_from DESC LIMIT 1`,
  );
  if (!row) return null;
  return {
    year: row.year,
    month: row.month,
    modelCode: `${row.model_prefix}-${row.chassis_code}-${row.model_suffix}`,
    modelName: row.model_name,
    gradeCode: row.grade_code,
    engineNo: row.engine_no,
    transmission: row.transmission,
    description: row.description,
    code: row.chassis_code,
    colorCode: row.color_code,
    trimCode: row.trim_code,
    catalogNo: row.catalog_no,
  };
}
