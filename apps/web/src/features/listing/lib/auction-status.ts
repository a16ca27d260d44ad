import { conditionColor } from '@jauc/contract';
import type { BadgeTone } from '../../../components/ui/badge';

/** Condition grades map straight onto badge tones (spec 1 §9 colours). */
export const conditionTone = (grade: string): BadgeTone => conditionColor(grade);
