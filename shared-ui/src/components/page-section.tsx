import { useId, type ReactNode } from 'react';
import { cx } from './class-names';

/** A titled block of a page; the title is its heading and names the section for assistive tech. */
export function PageSection({
  title,
  actions,
  id,
  className,
  children,
}: {
  title: ReactNode;
  actions?: ReactNode;
  id?: string;
  className?: string;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section id={id} className={cx('ui-section', className)} aria-labelledby={headingId}>
      <div className="ui-section__header">
        <h2 id={headingId} className="ui-section__title">
          {title}
        </h2>
        {actions && <div className="ui-section__actions">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
