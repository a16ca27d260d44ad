import { useQuery } from '@tanstack/react-query';
import { productionMonthResponse, type PageType, type ProductionMonthInfo } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';

export interface ProductionMonthInput {
  maker: string;
  chassis: string;
  /** Log data of the lookup. */
  model?: string;
  carId?: number;
  auction?: string;
  lotNo?: number;
}

/** GET /{pageType}/production-month (car-auction and stock): the month the car was built, or null. */
export async function getProductionMonth(pageType: PageType, { carId, lotNo, ...rest }: ProductionMonthInput, signal?: AbortSignal): Promise<ProductionMonthInfo | null> {
  const answer = await apiRequest(productionMonthResponse, `/${pageType}/production-month`, {
    query: { ...rest, carId: carId === undefined ? undefined : String(carId), lotNo: lotNo === undefined ? undefined : String(lotNo) },
    signal,
  });
  return answer.carInfo;
}

export function useProductionMonth(pageType: PageType, input: ProductionMonthInput, enabled = true) {
  return useQuery({
    queryKey: ['production-month', pageType, input.maker, input.chassis] as const,
    queryFn: ({ signal }) => getProductionMonth(pageType, input, signal),
    enabled: enabled && input.chassis.trim() !== '',
    staleTime: Infinity,
  });
}
