import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { iconProps } from '../../ui/icons';
import {
  BOUNDS_CHECK_MS,
  clampToWindow,
  EDGE_MARGIN_RATIO,
  isTap,
  tapCounts,
  type Point,
} from './drag';
import { loadMiniGame, type MiniGameApi, type MiniGameSwitch } from './miniGameScript';
import './mini-game.css';

const WIDGET_SIZE = 56;

/** A die, drawn: cheap phones often cannot draw emoji. */
function DiceIcon() {
  return (
    <svg {...iconProps} width={28} height={28}>
      <rect x="4" y="4" width="16" height="16" rx="3" />
      <path d="M9 9h.01M15 9h.01M12 12h.01M9 15h.01M15 15h.01" />
    </svg>
  );
}

function windowSize() {
  return { width: window.innerWidth, height: window.innerHeight };
}

/**
 * Until the first drag the button sits where the stylesheet puts it (right edge, 60 % down, inside
 * the 2 % margin): reading the window's size while the home page first renders would force a
 * layout of the whole page.
 */
const START_PLACE = {
  right: `${EDGE_MARGIN_RATIO * 100}vw`,
  top: `min(60vh, calc(100vh - ${WIDGET_SIZE}px - ${EDGE_MARGIN_RATIO * 100}vw))`,
};

/**
 * Spec §2, §9: the draggable mini-game button of a signed-in member. Dragging keeps it 2 % inside
 * the window; a press that moves under 2 px is a tap (counted once per 250 ms) that opens or closes
 * the game, drawn by the merchant's mini-game script into the panel.
 */
export default function MiniGameWidget({ which }: { which: MiniGameSwitch }) {
  const { t } = useTranslation();
  const [position, setPosition] = useState<Point | null>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const press = useRef<{ start: Point; origin: Point; pointerId: number } | null>(null);
  const lastTap = useRef<number | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const api = useRef<MiniGameApi | null>(null);

  // Rotation or a resized window may leave it outside: put it back, checked every 250 ms.
  useEffect(() => {
    const timer = setInterval(() => {
      setPosition((current) => {
        if (current === null) return current;
        const next = clampToWindow(
          current,
          { width: WIDGET_SIZE, height: WIDGET_SIZE },
          windowSize(),
        );
        return next.x === current.x && next.y === current.y ? current : next;
      });
    }, BOUNDS_CHECK_MS);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (!open || !panel.current) return;
    const container = panel.current;
    let cancelled = false;
    loadMiniGame(which).then(
      (game) => {
        if (cancelled) return;
        api.current = game;
        game.open(container, { language: currentLanguage() });
      },
      (error: unknown) => {
        console.warn('Mini-game unavailable', error);
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      api.current?.close();
    };
  }, [open, which]);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    const placed = event.currentTarget.getBoundingClientRect();
    press.current = {
      start: { x: event.clientX, y: event.clientY },
      origin: position ?? { x: placed.left, y: placed.top },
      pointerId: event.pointerId,
    };
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const current = press.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const moved = {
      x: current.origin.x + event.clientX - current.start.x,
      y: current.origin.y + event.clientY - current.start.y,
    };
    setPosition(clampToWindow(moved, { width: WIDGET_SIZE, height: WIDGET_SIZE }, windowSize()));
  };
  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    const current = press.current;
    press.current = null;
    if (!current || !isTap(current.start, { x: event.clientX, y: event.clientY })) return;
    const now = performance.now();
    if (!tapCounts(now, lastTap.current)) return;
    lastTap.current = now;
    setFailed(false);
    setOpen((value) => !value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Keyboard users open it like a tap; there is nothing to drag.
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setOpen((value) => !value);
    }
  };

  return (
    <>
      <button
        type="button"
        className="mini-game-button"
        aria-label={t(open ? 'mini_game.close' : 'mini_game.open')}
        aria-expanded={open}
        style={{
          ...(position ? { left: position.x, top: position.y } : START_PLACE),
          width: WIDGET_SIZE,
          height: WIDGET_SIZE,
        }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (press.current = null)}
        onKeyDown={onKeyDown}
      >
        <DiceIcon />
      </button>
      {open && (
        <div className="mini-game-panel" role="region" aria-label={t('mini_game.title')}>
          {failed ? <p>{t('mini_game.unavailable')}</p> : null}
          <div ref={panel} className="mini-game-stage" />
        </div>
      )}
    </>
  );
}
