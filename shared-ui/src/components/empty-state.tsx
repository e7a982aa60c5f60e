import type { ReactNode } from 'react';

/**
 * A friendly "nothing here" block: an optional icon, a title and any details or actions. When the block
 * is the whole page (a 404), `titleAs="h1"` makes its title the page's heading.
 */
export function EmptyState({
  title,
  titleAs: Title = 'p',
  icon,
  children,
}: {
  title?: ReactNode;
  titleAs?: 'p' | 'h1' | 'h2';
  icon?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="ui-empty">
      {icon && (
        <div className="ui-empty__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      {title && <Title className="ui-empty__title">{title}</Title>}
      {children && <div className="ui-empty__body">{children}</div>}
    </div>
  );
}
