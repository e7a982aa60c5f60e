import { useId, type ReactNode } from 'react';
import { cx } from './class-names';

/**
 * A titled block of a page; the title is its heading and names the section for assistive tech.
 * A page made of one section passes `level={1}`: its title is then the page's one h1.
 */
export function PageSection({
  title,
  level = 2,
  actions,
  id,
  className,
  children,
}: {
  title: ReactNode;
  level?: 1 | 2;
  actions?: ReactNode;
  id?: string;
  className?: string;
  children?: ReactNode;
}) {
  const headingId = useId();
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section id={id} className={cx('ui-section', className)} aria-labelledby={headingId}>
      <div className="ui-section__header">
        <Heading id={headingId} className="ui-section__title">
          {title}
        </Heading>
        {actions && <div className="ui-section__actions">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
