/** A labelled progress bar, 0–100 %, read out as a percentage. */
export function ProgressBar({
  percent,
  label,
  className,
}: {
  percent: number;
  label: string;
  className: string;
}) {
  return (
    <div
      className={className}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
    >
      <span style={{ width: `${percent}%` }} />
    </div>
  );
}
