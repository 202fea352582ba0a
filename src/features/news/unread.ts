/**
 * Read state is the device's (docs/pages.md "Help and news"): an item is unread when it was
 * published after this device first read the news and has not been opened here since, so a new
 * install does not show the whole archive as unread.
 */
export function isUnread(
  item: { id: number; publishedAt: string },
  firstSyncAt: number | null,
  read: ReadonlySet<number>,
): boolean {
  if (firstSyncAt === null || read.has(item.id)) return false;
  return Date.parse(item.publishedAt) > firstSyncAt;
}
