import type { ReactNode } from 'react';

/** A friendly "nothing here" block: an optional icon, a title and any details or actions. */
export function EmptyState({ title, icon, children }: { title?: ReactNode; icon?: ReactNode; children?: ReactNode }) {
  return (
    <div className="ui-empty">
      {icon && (
        <div className="ui-empty__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      {title && <p className="ui-empty__title">{title}</p>}
      {children && <div className="ui-empty__body">{children}</div>}
    </div>
  );
}
