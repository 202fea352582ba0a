import { useSyncExternalStore } from 'react';

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
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => notices,
  );
}
