/** A row of tabs; with `panelId` each tab points at the panel it controls. */
export function Tabs<T extends string>({
  label,
  options,
  value,
  onChange,
  labelFor,
  panelId,
}: {
  label?: string;
  options: readonly T[];
  value: T;
  onChange: (option: T) => void;
  labelFor: (option: T) => string;
  panelId?: string;
}) {
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          role="tab"
          id={panelId ? `${panelId}-${option}` : undefined}
          aria-controls={panelId}
          aria-selected={option === value}
          className={option === value ? 'tab active' : 'tab'}
          onClick={() => onChange(option)}
        >
          {labelFor(option)}
        </button>
      ))}
    </div>
  );
}
