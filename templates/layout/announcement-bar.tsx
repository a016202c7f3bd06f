import { usePage } from '../context.ts';
import { Island } from '../islands/island.tsx';
import { AnnouncementClose } from '../islands/announcement-close.tsx';

/** Optional bar above the navbar (spec §4): its dismissal is remembered per bar id. */
export function AnnouncementBar() {
  const { site } = usePage();
  const bar = site.config.announcementBar;
  if (!bar) return null;
  return (
    <section className="announcement" aria-label="Announcement" style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}>
      <div className="announcement__content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable ? <Island name="announcement-close" component={AnnouncementClose} props={{ id: bar.id }} load="idle" /> : null}
    </section>
  );
}
