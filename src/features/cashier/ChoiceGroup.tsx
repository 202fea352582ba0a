import type { ReactNode } from 'react';

export interface Choice<T> {
  value: T;
  label: ReactNode;
}

interface ChoiceGroupProps<T> {
  legend: string;
  /** The radio group's name: one per group on a page. */
  name: string;
  choices: readonly Choice<T>[];
  selected: T;
  onSelect: (value: T) => void;
}

/**
 * One choice out of a few, as every money and card form asks it (channel, account, voucher,
 * verification method, Pix key type): a labelled group of radio buttons.
 */
export function ChoiceGroup<T extends string | number | null>({
  legend,
  name,
  choices,
  selected,
  onSelect,
}: ChoiceGroupProps<T>) {
  return (
    <fieldset className="cashier-channels">
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={String(choice.value)} className="cashier-choice">
          <input
            type="radio"
            name={name}
            value={String(choice.value)}
            checked={choice.value === selected}
            onChange={() => onSelect(choice.value)}
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}
