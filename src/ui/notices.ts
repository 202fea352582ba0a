import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Text is translated when shown, so an open notice follows a language change. `key` may list
 * fallbacks (the first that exists wins); `lines` shows several texts one per line.
 */
export type NoticeText =
  | { key: string | string[]; values?: Record<string, string> }
  | { literal: string }
  | { lines: NoticeText[] };

export interface NoticeAction {
  label: NoticeText;
  onSelect: () => void;
}

export type Notice =
  | { id: number; kind: 'alert'; title: NoticeText; text: NoticeText; actions: NoticeAction[] }
  | { id: number; kind: 'toast'; text: NoticeText; durationMs: number }
  | { id: number; kind: 'sheet'; title: NoticeText; actions: NoticeAction[] };

type NewNotice = Notice extends infer N ? (N extends Notice ? Omit<N, 'id'> : never) : never;

let notices: readonly Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Notice[]) {
  notices = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The open modal dialogs, the last opened last. Toasts are drawn inside the top one: the page
 * behind a modal dialog is inert, so a toast there would be neither above it nor read out.
 */
let modalDialogs: readonly HTMLElement[] = [];

/** Modal.tsx: `dialog` is modal now; the returned function says it is not any more. */
export function modalDialogOpened(dialog: HTMLElement): () => void {
  modalDialogs = [...modalDialogs, dialog];
  listeners.forEach((listener) => listener());
  return () => {
    modalDialogs = modalDialogs.filter((open) => open !== dialog);
    listeners.forEach((listener) => listener());
  };
}

/** Where the toasts go: the top modal dialog, or null for the page. */
export function useToastHost(): HTMLElement | null {
  return useSyncExternalStore(subscribe, () => modalDialogs[modalDialogs.length - 1] ?? null);
}

/** Shows a notice; the same text already on screen is not stacked twice. */
export function showNotice(notice: NewNotice): number {
  const duplicate = notices.find(
    (shown) =>
      shown.kind === notice.kind &&
      JSON.stringify('text' in shown ? shown.text : shown.title) ===
        JSON.stringify('text' in notice ? notice.text : notice.title),
  );
  if (duplicate) return duplicate.id;
  const id = nextId++;
  publish([...notices, { ...notice, id } as Notice]);
  if (notice.kind === 'toast') setTimeout(() => dismissNotice(id), notice.durationMs);
  return id;
}

/** An alert with a single Confirm button (spec §8 'notice' alerts). */
export function showAlert(text: NoticeText, title: NoticeText = { key: 'app.notice' }) {
  return showNotice({ kind: 'alert', title, text, actions: [] });
}

export function dismissNotice(id: number) {
  publish(notices.filter((notice) => notice.id !== id));
}

/** What is on screen now (for tests and the support page). */
export function getNotices() {
  return notices;
}

export function useNotices() {
  return useSyncExternalStore(subscribe, () => notices);
}

/** The function that turns a notice's text into the player's language. */
export function useNoticeText() {
  const { t } = useTranslation();
  const render = (text: NoticeText): string => {
    if ('literal' in text) return text.literal;
    if ('lines' in text) return text.lines.map(render).join('\n');
    return t(text.key, text.values);
  };
  return render;
}
