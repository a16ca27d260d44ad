import { FilterChips } from '../../../../components/list/filter-chips';
import { chipId, filterChips } from '../../lib/filter-chips';
import { useChipLabel } from './use-chip-label';
import type { FilterController } from './use-filter-draft';

/** The applied listing filters as removable chips, then Clear all. */
export function AppliedChips({ ctrl }: { ctrl: FilterController }) {
  const chips = filterChips(ctrl.state);
  const label = useChipLabel(ctrl.pageType, ctrl.state, ctrl.view);
  const byId = new Map(chips.map((chip) => [chipId(chip), chip]));
  return (
    <FilterChips
      chips={chips.map((chip) => ({ id: chipId(chip), label: label(chip) }))}
      onRemove={(id) => {
        const chip = byId.get(id);
        if (chip) ctrl.removeChip(chip);
      }}
      onClearAll={ctrl.clearAll}
    />
  );
}
