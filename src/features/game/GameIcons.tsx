/** The trial screen's header icons: drawn with strokes, coloured by the button's text colour. */

function Icon({ path }: { path: string }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={path} />
    </svg>
  );
}

export const EnterFullscreenIcon = () => <Icon path="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />;
export const ExitFullscreenIcon = () => <Icon path="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" />;
export const HideHeaderIcon = () => <Icon path="M6 15l6-6 6 6" />;
export const ShowHeaderIcon = () => <Icon path="M6 9l6 6 6-6" />;
