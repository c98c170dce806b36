import type { DbHandle } from "@eb/db";
import { listenForNotifications } from "@eb/db/notifications";
import { CONTENT_CHANNEL } from "../platform";

/**
 * Collects the content-change notifications this database delivers (what every server instance
 * listens for). `next()` resolves with the topic of the next one; notifications arrive in commit
 * order, so after it resolves, `received` holds every earlier one too.
 */
export async function contentAnnouncements(handle: DbHandle) {
  const received: string[] = [];
  const waiting: ((topic: string) => void)[] = [];
  const listener = listenForNotifications(handle, CONTENT_CHANNEL, {
    onNotify: (topic) => {
      received.push(topic);
      waiting.shift()?.(topic);
    },
  });
  await listener.ready;
  let seen = 0;
  /** The next notification not yet taken. */
  const next = () => {
    const index = seen++;
    return index < received.length ? Promise.resolve(received[index]!) : new Promise<string>((resolve) => waiting.push(resolve));
  };
  return { received, next, stop: () => listener.close() };
}
