import type { PageMeta } from '../../kinds/standalone-page.tsx';
import { Link } from '../../components/link.tsx';
import { PageHero } from '../../components/marketing/page-hero.tsx';
import { Section } from '../../components/marketing/section.tsx';
import { TextCards } from '../../components/marketing/text-cards.tsx';
import { history, mission, roles, values } from '../../../content/data/about.ts';

export const meta: PageMeta = {
  title: 'About',
  description: 'Where GSAP comes from, what the team behind it does, and what it values.',
  layout: 'wide',
};

export default function Page() {
  return (
    <div className="about">
      <PageHero
        eyebrow="GreenSock"
        title="About"
        lead="GSAP is made by GreenSock, a small team that has spent years on one question: how do you make motion on the web fast, reliable and pleasant to write?"
      />

      <Section id="history" title="History">
        <ol className="about-timeline" role="list">
          {history.map((item) => (
            <li key={item.title} className="about-timeline__item">
              <p className="eyebrow">{item.when}</p>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ol>
        <p>
          Read the announcement: <Link href="/blog/webflow-GSAP">GSAP is joining Webflow</Link>.
        </p>
      </Section>

      <Section id="mission" title="Mission" alt>
        <p className="about-mission">{mission}</p>
      </Section>

      <Section id="team" title="Team" intro="A small group covering a lot of ground. What the work looks like:">
        <TextCards items={roles} columns={2} />
      </Section>

      <Section id="values" title="Values" alt>
        <TextCards items={values} columns={3} />
      </Section>

      <Section id="more" title="Say hello">
        <p>
          Questions about GSAP are best asked in the <Link href="https://gsap.com/community/">community forums</Link>, where the team and
          many experienced users answer. Writing about us? The <Link href="/brand">brand page</Link> has the logo files. News and releases
          are on the <Link href="/blog">blog</Link>.
        </p>
      </Section>
    </div>
  );
}
