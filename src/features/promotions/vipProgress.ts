export interface ConditionCount {
  completedConditions: number;
  totalExpectedConditions: number;
}

/**
 * Spec §4: VIP progress is 1 with no label, else completed / total. A label with no conditions
 * counts as done (ours: there is nothing left to meet); the result stays within 0..1.
 */
export function vipProgress(hasLabel: boolean, count: ConditionCount | null | undefined) {
  if (!hasLabel) return 1;
  const total = count?.totalExpectedConditions ?? 0;
  if (total <= 0) return 1;
  const ratio = (count?.completedConditions ?? 0) / total;
  return Math.min(1, Math.max(0, ratio));
}
